import { useEffect, useRef, useState } from "react";
import { PauseMotion, type MotionLabels } from "../components/pause-motion.tsx";

export type GemSceneProps = {
  label: string;
  /** The pause control's names (WCAG 2.2.2), in the page's language. */
  motion: MotionLabels;
};

/** An octahedral "gem": 6 vertices, 8 faces. */
const V: [number, number, number][] = [
  [0, 1.3, 0], [1, 0, 0], [0, 0, 1], [-1, 0, 0], [0, 0, -1], [0, -1.3, 0],
];
const F: [number, number, number][] = [
  [0, 1, 2], [0, 2, 3], [0, 3, 4], [0, 4, 1], [5, 2, 1], [5, 3, 2], [5, 4, 3], [5, 1, 4],
];

/** The still gem every visitor sees first, and keeps under reduced motion or Save-Data. */
export function GemFallback() {
  return (
    <svg viewBox="0 0 200 200" width="200" height="200" aria-hidden="true" className="size-48 sm:size-56">
      <polygon points="100,20 170,100 100,180 30,100" fill="#8f2436" />
      <polygon points="100,20 170,100 100,100" fill="#e6bd5a" />
      <polygon points="100,20 30,100 100,100" fill="#c99a2e" />
      <polygon points="30,100 100,180 100,100" fill="#5e1722" />
    </svg>
  );
}

/**
 * The About banner's 3D scene: a shaded gem turning in a canvas (no 3D library).
 * Its code loads only when the banner is visible (island strategy "visible"), never
 * for first paint, and never under reduced motion or Save-Data (the still fallback).
 */
export default function GemScene({ label, motion }: GemSceneProps) {
  const [live, setLive] = useState(false);
  const ref = useRef<HTMLCanvasElement>(null);
  const scope = useRef<HTMLDivElement>(null);

  // Hydrated means wanted: the runtime does not load this island at all under
  // reduced motion or Save-Data (Island `unless`), where the still gem stays.
  useEffect(() => setLive(true), []);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext("2d");
    if (!live || !canvas || !ctx) return;
    const size = 224;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = size * ratio;
    canvas.height = size * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    let angle = 0;
    let frame = 0;
    const draw = () => {
      angle += 0.012;
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      const tilt = 0.35;
      const pts = V.map(([x, y, z]) => {
        const rx = x * c - z * s;
        const rz = x * s + z * c;
        const ry = y * Math.cos(tilt) - rz * Math.sin(tilt);
        const rz2 = y * Math.sin(tilt) + rz * Math.cos(tilt);
        return [rx, ry, rz2] as const;
      });
      ctx.clearRect(0, 0, size, size);
      const faces = F.map((f) => {
        const [a, b, d] = f.map((i) => pts[i]!) as [typeof pts[number], typeof pts[number], typeof pts[number]];
        const ux = b[0] - a[0], uy = b[1] - a[1], uz = b[2] - a[2];
        const vx = d[0] - a[0], vy = d[1] - a[1], vz = d[2] - a[2];
        const nz = ux * vy - uy * vx;
        const nx = uy * vz - uz * vy;
        const light = Math.max(0.15, Math.min(1, (nx * 0.5 + nz * 0.8) / Math.hypot(nx, ux * vz - uz * vx, nz) + 0.4));
        return { a, b, d, depth: (a[2] + b[2] + d[2]) / 3, light };
      }).sort((p, q) => p.depth - q.depth);
      for (const f of faces) {
        ctx.beginPath();
        for (const [i, p] of [f.a, f.b, f.d].entries()) {
          const x = size / 2 + p[0] * 70;
          const y = size / 2 - p[1] * 70;
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.closePath();
        ctx.fillStyle = `rgb(${Math.round(122 + 108 * f.light)}, ${Math.round(31 + 158 * f.light)}, ${Math.round(46 + 44 * f.light)})`;
        ctx.fill();
      }
      frame = requestAnimationFrame(draw);
    };
    // Frames only while the scene is on screen, the tab is shown and the visitor has
    // not paused it (issue 23 item 5: it turned for ever with no way to stop it).
    const toggle = scope.current?.querySelector<HTMLInputElement>("[data-pause-motion]");
    let inView = true;
    const run = () => {
      cancelAnimationFrame(frame);
      frame = inView && !document.hidden && !toggle?.checked ? requestAnimationFrame(draw) : 0;
    };
    toggle?.addEventListener("change", run);
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? true;
      run();
    });
    observer.observe(canvas);
    document.addEventListener("visibilitychange", run);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener("visibilitychange", run);
      toggle?.removeEventListener("change", run);
    };
  }, [live]);

  // The control appears with the turning scene: the still gem (reduced motion,
  // Save-Data, no script) has nothing to pause. It hangs below the gem, in the
  // banner's padding, so its arrival moves nothing on the page.
  return (
    <div ref={scope} className="relative">
      <div role="img" aria-label={label} data-scene={live ? "3d" : "still"} className="flex size-56 items-center justify-center">
        {live ? <canvas ref={ref} width={224} height={224} className="size-56" /> : <GemFallback />}
      </div>
      {live ? <PauseMotion labels={motion} tone="dark" className="absolute left-1/2 top-full -translate-x-1/2 whitespace-nowrap" /> : null}
    </div>
  );
}
