import { useEffect, useRef, useState } from "react";
import { CheckList } from "../components/check-list.tsx";
import { ArrowRight } from "../components/icons.ts";
import type { Edition } from "../content/types.ts";

export type ShowcaseProps = {
  editions: Edition[];
  /** The panel's button, and its hidden "about {title}" for screen readers (the page's language). */
  labels: { learnMore: string; about: string };
};

/** Page scroll divided evenly among the cards (SPEC "Home"). */
export function cardForScroll(scrollY: number, scrollable: number, cards: number): number {
  if (scrollable <= 0) return 0;
  const ratio = Math.min(Math.max(scrollY / scrollable, 0), 1);
  return Math.min(cards - 1, Math.floor(ratio * cards));
}

/**
 * 'What Makes Zevar ERP Unique': the page's scroll position picks the card until the
 * visitor clicks one, which selects it and stops scroll-driven selection for good.
 */
export default function Showcase({ editions, labels }: ShowcaseProps) {
  const [index, setIndex] = useState(0);
  /** What the live region says: the chosen card's name, set only by a click or a key (issue 23 item 4). */
  const [said, setSaid] = useState("");
  const locked = useRef(false);

  useEffect(() => {
    let queued = false;
    const update = () => {
      queued = false;
      if (locked.current) return;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setIndex(cardForScroll(window.scrollY, scrollable, editions.length));
    };
    const onScroll = () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    update();
    return () => window.removeEventListener("scroll", onScroll);
  }, [editions.length]);

  const active = editions[index] ?? editions[0];
  if (!active) return null;
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-5">
      <ul className="grid gap-3 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
        {editions.map((e, i) => (
          <li key={e.id}>
            <button
              type="button"
              aria-pressed={i === index}
              aria-controls="showcase-panel"
              onClick={() => {
                locked.current = true;
                setIndex(i);
                setSaid(e.title);
              }}
              className={`w-full rounded-xl border px-5 py-4 text-left text-lg font-semibold transition-colors ${
                i === index ? "border-brand-700 bg-brand-700 text-white shadow-md" : "border-brand-100 bg-white text-ink hover:border-brand-600"
              }`}
            >
              {e.title}
            </button>
          </li>
        ))}
      </ul>
      {/* Scroll changes the panel without a word: only a card the visitor chose is said. */}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <div id="showcase-panel" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 lg:col-span-3">
        <h3 className="text-2xl font-bold text-brand-800">{active.title}</h3>
        <CheckList items={active.features} className="mt-4 space-y-3" />
        <a href={active.route} className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {labels.learnMore} <span className="sr-only">{labels.about.replace("{title}", active.title)}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}
