import { useEffect, useRef, useState } from "react";
import { PauseMotion, type MotionLabels } from "../components/pause-motion.tsx";
import { facets } from "./gem-cut.ts";

export type GemSceneProps = {
  label: string;
  /** The pause control's names (WCAG 2.2.2), in the page's language. */
  motion: MotionLabels;
};

/** The facets' edges: thin gold lines, so the cut reads at a glance. */
const EDGE = "rgba(255,232,176,0.45)";

/** The still stone every visitor sees first, and keeps under reduced motion or Save-Data. */
export function GemFallback() {
  return (
    <svg viewBox="0 0 224 224" width="224" height="224" aria-hidden="true" className="size-48 sm:size-56">
      {facets(0.3, 224).map((f, i) => (
        <polygon key={i} points={f.points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")} fill={f.fill} stroke={EDGE} strokeWidth="0.7" strokeLinejoin="round" />
      ))}
    </svg>
  );
}

/**
 * The About banner's 3D scene: a brilliant-cut stone (./gem-cut.ts) turning in a
 * canvas (no 3D library).
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
    let angle = 0.3;
    let frame = 0;
    ctx.strokeStyle = EDGE;
    ctx.lineWidth = 0.7;
    ctx.lineJoin = "round";
    const draw = () => {
      angle += 0.01;
      ctx.clearRect(0, 0, size, size);
      // A convex stone: the faces turned toward the eye never overlap, so no sorting.
      for (const f of facets(angle, size)) {
        ctx.beginPath();
        f.points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
        ctx.closePath();
        ctx.fillStyle = f.fill;
        ctx.fill();
        ctx.stroke();
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
