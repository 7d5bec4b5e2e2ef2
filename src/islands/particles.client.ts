/**
 * The home hero's particle background, a plain island (no React): 50 particles,
 * lines under 150 px (SPEC section 9). It draws only while on screen, while the tab
 * is visible and while the visitor has not paused it with the hero's control, and
 * draws one still frame under prefers-reduced-motion.
 */
import type { ParticlesProps } from "./particles.tsx";

type P = { x: number; y: number; vx: number; vy: number };

/** Milliseconds between two drawn frames (about 12 a second). */
const FRAME_MS = 80;
/** Pixels a dot moves per drawn frame at most, in each direction (about 7 px a second). */
const DRIFT = 0.6;

/** Lines fade with distance in this many steps. */
export const BANDS = 4;

/**
 * Calls `link` for every pair of particles closer than `linkDistance` (strictly under,
 * SPEC section 9), with the fade band of their distance (0 nearest … BANDS-1).
 */
export function forEachLink<T extends { x: number; y: number }>(
  dots: readonly T[],
  linkDistance: number,
  link: (a: T, b: T, band: number) => void,
) {
  const limit2 = linkDistance * linkDistance;
  for (let i = 0; i < dots.length; i++) {
    const a = dots[i]!;
    for (let j = i + 1; j < dots.length; j++) {
      const b = dots[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < limit2) link(a, b, Math.min(BANDS - 1, Math.floor((Math.sqrt(d2) / linkDistance) * BANDS)));
    }
  }
}

export function mount(el: HTMLElement, { count = 50, linkDistance = 150 }: ParticlesProps) {
  const canvas = el.querySelector("canvas");
  const ctx = canvas?.getContext("2d");
  if (!canvas || !ctx) throw new Error("particles markup is missing its canvas");
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let width = 0;
  let height = 0;
  let frame = 0;
  let onScreen = true;
  const dots: P[] = [];
  // The section's visible pause control (WCAG 2.2.2), checked maybe before this ran.
  const toggle = el.closest("[data-motion-scope]")?.querySelector<HTMLInputElement>("[data-pause-motion]");

  const resize = () => {
    // Soft glowing dots need no retina sharpness: one canvas pixel per CSS pixel.
    const ratio = 1;
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (still) draw();
  };

  // Lines fade with distance in a few steps: one path per step is a handful of
  // stroke() calls a frame instead of hundreds (a slow phone's frame stays short).
  const draw = () => {
    ctx.clearRect(0, 0, width, height);
    const paths = Array.from({ length: BANDS }, () => new Path2D());
    forEachLink(dots, linkDistance, (a, b, band) => {
      paths[band]!.moveTo(a.x, a.y);
      paths[band]!.lineTo(b.x, b.y);
    });
    paths.forEach((path, band) => {
      ctx.strokeStyle = `rgba(201, 154, 46, ${(0.35 * (BANDS - band)) / BANDS})`;
      ctx.stroke(path);
    });
    const points = new Path2D();
    for (const p of dots) {
      points.moveTo(p.x + 2, p.y);
      points.arc(p.x, p.y, 2, 0, Math.PI * 2);
    }
    ctx.fillStyle = "rgba(230, 189, 90, 0.8)";
    ctx.fill(points);
  };

  // About 12 frames a second: dots drifting a few pixels a second look the same, and a
  // slow phone's main thread draws a fifth of what 60 would cost (issue 15: each frame
  // of the canvas, rasterised on the main thread without a GPU, was a 20-25 ms task in
  // Lighthouse's trace).
  let last = 0;
  const step = (now: number) => {
    frame = 0;
    if (now - last < FRAME_MS) {
      schedule();
      return;
    }
    last = now;
    for (const p of dots) {
      p.x += p.vx;
      p.y += p.vy;
      if (p.x < 0 || p.x > width) p.vx *= -1;
      if (p.y < 0 || p.y > height) p.vy *= -1;
    }
    draw();
    schedule();
  };
  // data-running says what the canvas does: animated, paused (off screen or tab
  // hidden: no frame is drawn) or still (reduced motion: one frame, drawn once).
  // Written only when it changes, not on every frame.
  const show = (state: "animated" | "paused" | "still") => {
    if (canvas.dataset.running !== state) canvas.dataset.running = state;
  };
  const schedule = () => {
    if (still) return;
    if (!onScreen || document.hidden || toggle?.checked) return show("paused");
    if (!frame) frame = requestAnimationFrame(step);
    show("animated");
  };
  const pause = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (!still) show("paused");
  };

  resize();
  for (let i = 0; i < count; i++) {
    dots.push({ x: Math.random() * width, y: Math.random() * height, vx: (Math.random() - 0.5) * 2 * DRIFT, vy: (Math.random() - 0.5) * 2 * DRIFT });
  }
  draw();
  new IntersectionObserver(([entry]) => {
    onScreen = Boolean(entry?.isIntersecting);
    if (onScreen) schedule();
    else pause();
  }).observe(canvas);
  document.addEventListener("visibilitychange", () => (document.hidden ? pause() : schedule()));
  toggle?.addEventListener("change", () => (toggle.checked ? pause() : schedule()));
  window.addEventListener("resize", resize, { passive: true });
  if (still) show("still");
  schedule();
}
