/**
 * The home hero's particle background, a plain island (no React): 50 particles,
 * lines under 150 px (SPEC section 9). It draws only while on screen, while the tab
 * is visible and while the visitor has not paused it with the hero's control, and
 * draws one still frame under prefers-reduced-motion.
 *
 * The drawing happens in a worker on an OffscreenCanvas, so a phone's main thread
 * does none of it while the page loads or scrolls (issue 15); a browser that cannot
 * hand a canvas to a worker draws on the page, at the same 12 frames a second.
 */
import { frameLoop, particleField, type FieldMessage, type FieldOptions } from "./particles-field.ts";
import type { ParticlesProps } from "./particles.tsx";
import { reportIslandError } from "./runtime/report.ts";

type Running = "animated" | "paused";
/**
 * What the page asks of whoever draws: the same for the worker and the page itself.
 * Both draw one frame at once; under reduced motion run() is never asked for.
 */
type Painter = { resize(width: number, height: number): void; run(): void; pause(): void };

/** `report` is told what the worker does once it does it (no frame follows "paused"). */
function workerPainter(canvas: HTMLCanvasElement, options: FieldOptions, report: (state: Running) => void): Painter {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL("./particles.worker.ts", import.meta.url), { type: "module", name: "particles" });
  worker.onmessage = ({ data }: MessageEvent<Running>) => report(data);
  // The canvas is the worker's now: if its script cannot load, the hero stays plain.
  worker.onerror = (event) => reportIslandError({ island: "particles", error: event.message || "worker failed to load", phase: "load" });
  const send = (message: FieldMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  send({ type: "start", canvas: offscreen, ...options }, [offscreen]);
  return {
    resize: (width, height) => send({ type: "resize", width, height }),
    run: () => send({ type: "run" }),
    pause: () => send({ type: "pause" }),
  };
}

function pagePainter(canvas: HTMLCanvasElement, options: FieldOptions, report: (state: Running) => void): Painter {
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("particles: no 2D context");
  const field = particleField(ctx, options);
  field.resize(options.width, options.height);
  field.draw();
  const loop = frameLoop(field.step, requestAnimationFrame, cancelAnimationFrame);
  return {
    resize(width, height) {
      field.resize(width, height);
      field.draw();
    },
    run() {
      loop.run();
      report("animated");
    },
    pause() {
      loop.pause();
      report("paused");
    },
  };
}

export function mount(el: HTMLElement, { count = 50, linkDistance = 150 }: ParticlesProps) {
  const canvas = el.querySelector("canvas");
  if (!canvas) throw new Error("particles markup is missing its canvas");
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const options = { count, linkDistance, width: canvas.clientWidth, height: canvas.clientHeight };
  // data-running says what the canvas does: animated, paused (off screen, tab hidden
  // or paused by the visitor: no frame is drawn) or still (reduced motion: one frame).
  // Written only when it changes.
  const show = (state: Running | "still") => {
    if (canvas.dataset.running !== state) canvas.dataset.running = state;
  };
  const painter =
    "transferControlToOffscreen" in canvas && typeof Worker === "function"
      ? workerPainter(canvas, options, show)
      : pagePainter(canvas, options, show);
  let onScreen = true;
  // The section's visible pause control (WCAG 2.2.2), checked maybe before this ran.
  const toggle = el.closest("[data-motion-scope]")?.querySelector<HTMLInputElement>("[data-pause-motion]");

  const update = () => {
    if (still) return show("still");
    if (!onScreen || document.hidden || toggle?.checked) painter.pause();
    else painter.run();
  };

  new IntersectionObserver(([entry]) => {
    onScreen = Boolean(entry?.isIntersecting);
    update();
  }).observe(canvas);
  document.addEventListener("visibilitychange", update);
  toggle?.addEventListener("change", update);
  window.addEventListener("resize", () => painter.resize(canvas.clientWidth, canvas.clientHeight), { passive: true });
  update();
}
