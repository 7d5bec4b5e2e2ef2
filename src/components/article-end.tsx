import { DemoTrigger } from "./demo-trigger.tsx";
import { useHref } from "./locale.tsx";
import { Icon } from "./icon.tsx";

/** The way back from an article or blog post to the Knowledge Hub. */
export function BackToBlogs({ label, className = "" }: { label: string; className?: string }) {
  const href = useHref();
  return (
    <a href={href("/blogs")} className={`font-semibold text-brand-700 hover:underline ${className}`}>
      {/* Drawn, not said: a screen reader would read "left arrow" before the link's name. */}
      <span aria-hidden="true">← </span>
      {label}
    </a>
  );
}

/** The demo call to action that closes articles and blog posts; the button opens the demo modal. */
export function DemoCallToAction({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <section aria-labelledby="demo-cta-title" className="mt-12 rounded-2xl bg-brand-800 p-8 text-white">
      <h2 id="demo-cta-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-brand-100">{text}</p>
      <DemoTrigger className="mt-5 inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300">
        {button} <Icon name="arrow-right" className="size-4" />
      </DemoTrigger>
    </section>
  );
}
