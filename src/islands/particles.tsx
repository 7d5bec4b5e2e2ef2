import { useEffect, useRef } from "react";

export type ParticlesProps = { count?: number; linkDistance?: number };

type P = { x: number; y: number; vx: number; vy: number };

/**
 * The home hero's particle background (SPEC section 9: 50 particles, lines under
 * 150 px). It draws only while on screen and while the tab is visible, and draws one
 * still frame under prefers-reduced-motion.
 */
export default function Particles({ count = 50, linkDistance = 150 }: ParticlesProps) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let width = 0;
    let height = 0;
    let frame = 0;
    let onScreen = true;
    const dots: P[] = [];

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    for (let i = 0; i < count; i++) {
      dots.push({ x: Math.random() * width, y: Math.random() * height, vx: (Math.random() - 0.5) * 0.6, vy: (Math.random() - 0.5) * 0.6 });
    }

    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      for (let i = 0; i < dots.length; i++) {
        const a = dots[i]!;
        for (let j = i + 1; j < dots.length; j++) {
          const b = dots[j]!;
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (d < linkDistance) {
            ctx.strokeStyle = `rgba(201, 154, 46, ${(1 - d / linkDistance) * 0.35})`;
            ctx.beginPath();
            ctx.moveTo(a.x, a.y);
            ctx.lineTo(b.x, b.y);
            ctx.stroke();
          }
        }
      }
      ctx.fillStyle = "rgba(230, 189, 90, 0.8)";
      for (const p of dots) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, 2, 0, Math.PI * 2);
        ctx.fill();
      }
    };

    const step = () => {
      frame = 0;
      for (const p of dots) {
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      draw();
      schedule();
    };
    const schedule = () => {
      if (!still && onScreen && !document.hidden && !frame) frame = requestAnimationFrame(step);
    };
    const pause = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };

    draw();
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = Boolean(entry?.isIntersecting);
      if (onScreen) schedule();
      else pause();
    });
    observer.observe(canvas);
    const onVisibility = () => (document.hidden ? pause() : schedule());
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("resize", resize);
    canvas.dataset.running = still ? "still" : "animated";
    schedule();
    return () => {
      pause();
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("resize", resize);
    };
  }, [count, linkDistance]);

  return <canvas ref={ref} aria-hidden="true" data-particles={count} className="absolute inset-0 h-full w-full" />;
}
