/**
 * The particle field of the home hero (SPEC section 9: 50 particles, lines under
 * 150 px): the dots, their drift and the drawing, on any 2D context. The same code
 * draws in a worker on an OffscreenCanvas (particles.worker.ts) or, where a browser
 * cannot hand a canvas to a worker, on the page's own canvas (particles.client.ts).
 */

type Dot = { x: number; y: number; vx: number; vy: number };
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Milliseconds between two drawn frames (about 12 a second). */
export const FRAME_MS = 80;
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

export type FieldOptions = { count: number; linkDistance: number; width: number; height: number };

/** Messages from the page to the worker that draws the field. */
export type FieldMessage =
  | ({ type: "start"; canvas: OffscreenCanvas } & FieldOptions)
  | { type: "resize"; width: number; height: number }
  | { type: "run" }
  | { type: "pause" };

/**
 * `count` dots scattered over the canvas, drifting and bouncing off its edges. The
 * canvas has one pixel per CSS pixel: soft glowing dots need no retina sharpness.
 */
export function particleField(ctx: Context2D, { count, linkDistance, width, height }: FieldOptions) {
  const dots: Dot[] = Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 2 * DRIFT,
    vy: (Math.random() - 0.5) * 2 * DRIFT,
  }));

  // Lines fade with distance in a few steps: one path per step is a handful of
  // stroke() calls a frame instead of hundreds.
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

  return {
    draw,
    /** New size of the canvas in CSS pixels (the dots keep their places). */
    resize(w: number, h: number) {
      width = w;
      height = h;
      ctx.canvas.width = Math.round(w);
      ctx.canvas.height = Math.round(h);
    },
    /** Moves every dot one frame on, then draws. */
    step() {
      for (const p of dots) {
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      draw();
    },
  };
}

/**
 * Calls `step` about 12 times a second on `requestFrame` (the page's or the worker's
 * requestAnimationFrame) from `run` until `pause`.
 */
export function frameLoop(step: () => void, requestFrame: (cb: (now: number) => void) => number, cancelFrame: (id: number) => void) {
  let frame = 0;
  let last = 0;
  const tick = (now: number) => {
    frame = 0;
    if (now - last >= FRAME_MS) {
      last = now;
      step();
    }
    frame = requestFrame(tick);
  };
  return {
    run() {
      if (!frame) frame = requestFrame(tick);
    },
    pause() {
      if (frame) cancelFrame(frame);
      frame = 0;
    },
  };
}
