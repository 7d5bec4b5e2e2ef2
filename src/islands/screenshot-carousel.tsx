import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { IconButton } from "../components/icon-button.tsx";
import { ChevronLeft, ChevronRight, X } from "../components/icons.ts";
import type { CarouselTexts, ShownScreenshot } from "../content/model/editions.ts";

export type ScreenshotCarouselProps = {
  label: string;
  screenshots: ShownScreenshot[];
  /** The controls' and the dialog's labels, in the page's language (carouselTexts). */
  texts: CarouselTexts;
};

/** Whether the visitor asked for less motion: a step then jumps instead of sliding (issue 38, item 7). */
const still = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The edition pages' screenshots (SPEC "Edition pages"): a looping embla carousel
 * aligned to the start, 1/2/3 slides by width, arrows from medium screens up, left
 * and right arrow keys, and "3 of 10" under it (a live region: said once per step).
 * Each slide's button is named by its title and described by its description. A
 * screenshot opens a near-full-screen dialog (title, description, large image);
 * closing it clears the selection. Below 1024 px the dialog shows the drawing at its
 * own size (1,200 px wide: its words 14–22 px) in a region that pans by touch, scroll
 * or arrow keys; wider, it fits (issue 38, item 5). The thumbnail and the large image
 * are the same picture: a drawn screen (SVG, crisp at any size) or a real screenshot
 * dropped in its place (src/lib/screens.ts).
 */
export default function ScreenshotCarousel({ label, screenshots, texts }: ScreenshotCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [selected, setSelected] = useState<ShownScreenshot | null>(null);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  const [shown, setShown] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
      setShown(embla.selectedScrollSnap());
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (selected && !dialog.open) dialog.showModal();
    if (!selected && dialog.open) dialog.close();
  }, [selected]);

  // Steps asked for before embla is up (a tap or key made before hydration is
  // replayed as soon as React has hydrated, a render or two before embla starts).
  const early = useRef(0);
  useEffect(() => {
    if (!embla) return;
    for (; early.current > 0; early.current--) embla.scrollNext(still());
    for (; early.current < 0; early.current++) embla.scrollPrev(still());
  }, [embla]);
  const prev = useCallback(() => (embla ? embla.scrollPrev(still()) : void early.current--), [embla]);
  const next = useCallback(() => (embla ? embla.scrollNext(still()) : void early.current++), [embla]);
  const onKeyDown = (e: KeyboardEvent) => {
    // In the dialog the arrow keys pan the large picture.
    if (dialogRef.current?.contains(e.target as Node)) return;
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    }
  };

  const of = (n: number) => texts.slideLabel.replace("{n}", String(n)).replace("{total}", String(screenshots.length));
  const arrow = "absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg hover:bg-brand-50 disabled:opacity-40 md:flex";
  return (
    // The region takes the focus and the arrow keys (a plain div may not carry a name).
    <div role="region" aria-roledescription={texts.carousel} aria-label={label} tabIndex={0} className="relative" onKeyDownCapture={onKeyDown}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {screenshots.map((s, i) => (
            <div
              key={s.id}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={of(i + 1)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              {/* The picture keeps its long description (the figures it shows) as its own alt; the
                  button is named by the title alone and described by the short description, said
                  apart (issue 38, item 7). The button covers the whole card (its ::after), so a tap
                  on the picture or the description opens it too. */}
              <div className="relative overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm hover:shadow-md">
                <img src={s.image} width={1200} height={750} loading="lazy" alt={s.alt} className="aspect-[8/5] h-auto w-full object-contain" />
                <button type="button" onClick={() => setSelected(s)} aria-describedby={`shot-${s.id}-about`} className="block w-full text-left after:absolute after:inset-0 after:rounded-2xl">
                  <span className="block px-4 pt-4 font-semibold text-brand-800">{s.title}</span>
                </button>
                <p id={`shot-${s.id}-about`} className="px-4 pb-4 text-sm text-ink-soft">
                  {s.description}
                </p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="mt-3 text-center text-sm font-medium text-ink-soft tabular-nums">
        {of(shown + 1)}
      </p>
      <IconButton onClick={prev} disabled={!canPrev} label={texts.previous} icon={ChevronLeft} iconClassName="size-6" className={`${arrow} -left-3`} />
      <IconButton onClick={next} disabled={!canNext} label={texts.next} icon={ChevronRight} iconClassName="size-6" className={`${arrow} -right-3`} />
      <dialog
        ref={dialogRef}
        aria-label={selected?.title ?? texts.dialog}
        onClose={() => setSelected(null)}
        className="m-auto h-[95vh] w-[95vw] max-w-none rounded-2xl bg-white p-0 backdrop:bg-ink/80"
      >
        {selected ? (
          <div className="flex h-full flex-col">
            <div className="flex items-start justify-between gap-4 border-b border-brand-100 p-4">
              <div>
                <h3 className="text-xl font-bold text-brand-800">{selected.title}</h3>
                <p className="text-ink-soft">{selected.description}</p>
              </div>
              <IconButton
                onClick={() => setSelected(null)}
                label={texts.close}
                icon={X}
                iconClassName="size-5"
                className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-brand-50"
              />
            </div>
            <p className="px-4 pt-2 text-sm text-ink-soft lg:hidden">{texts.pan}</p>
            {/* Focusable, so the arrow keys pan it too; named by the same hint. */}
            <div role="region" aria-label={texts.pan} tabIndex={0} className="min-h-0 flex-1 overflow-auto overscroll-contain bg-brand-50 p-4 lg:flex lg:items-center lg:justify-center">
              <img src={selected.image} width={1200} height={750} alt={selected.alt} className="h-auto w-[1200px] max-w-none object-contain lg:max-h-full lg:w-auto lg:max-w-full" />
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
