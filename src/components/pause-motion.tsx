import { Pause, Play } from "./icons.ts";

/** A pause control's two names: what it does while the content moves, and once paused. */
export type MotionLabels = { pause: string; play: string };

/**
 * A visible pause control for content that moves by itself (WCAG 2.2.2): the ribbon,
 * the testimonial columns, the particles, the About banner's gem. It is a checkbox, so
 * it works before and without JavaScript: CSS pauses the marquees of the
 * `[data-motion-scope]` around it (src/styles.css), and the particle and gem scripts
 * read and follow it. Its name says what it does now ("Pause …", then "Play …"): the
 * other text is display:none, so it is in neither the picture nor the accessible name
 * (issue 23 item 5). Under reduced motion nothing moves, and the control is not shown.
 */
export function PauseMotion({ labels, tone, className = "" }: { labels: MotionLabels; tone: "light" | "dark"; className?: string }) {
  const colours = tone === "dark" ? "border-white/50 bg-brand-900/60 text-white hover:bg-white/10" : "border-brand-100 bg-white text-brand-800 hover:bg-brand-50";
  return (
    <label className={`motion-toggle inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs font-semibold motion-reduce:hidden ${colours} ${className}`}>
      <input type="checkbox" data-pause-motion className="peer sr-only" />
      <Pause className="size-3.5 peer-checked:hidden" aria-hidden="true" />
      <Play className="hidden size-3.5 peer-checked:block" aria-hidden="true" />
      <span className="peer-checked:hidden">{labels.pause}</span>
      <span className="hidden peer-checked:inline">{labels.play}</span>
    </label>
  );
}
