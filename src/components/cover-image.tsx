/**
 * A picture that fills its box (a blog card, a what's-new card, a blog post's hero).
 * Decorative (alt=""): the title beside it says what it shows. Width and height are
 * given so nothing shifts when it arrives; `load="priority"` is for the hero, the
 * likely largest paint, and the cards below the first row wait until scrolled to.
 */
export function CoverImage({
  src, load = "lazy", width = 800, height = 450, className = "h-full w-full object-cover",
}: { src: string; load?: "eager" | "lazy" | "priority"; width?: number; height?: number; className?: string }) {
  const when = load === "priority" ? ({ fetchPriority: "high" } as const) : ({ loading: load, decoding: "async" } as const);
  return <img src={src} alt="" width={width} height={height} {...when} className={className} />;
}

/** A card's 16:9 picture area: the brand gradient, with the picture over it when there is one. */
export function CardCover({ src, eager }: { src?: string; eager: boolean }) {
  return (
    <div className="aspect-video bg-gradient-to-br from-brand-800 to-brand-600">
      {src ? <CoverImage src={src} load={eager ? "eager" : "lazy"} /> : null}
    </div>
  );
}
