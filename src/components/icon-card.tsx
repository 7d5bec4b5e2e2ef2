import type { ReactNode } from "react";
import type { IconCardItem, IconName } from "../content/types.ts";
import { Icon } from "./icon.tsx";

/**
 * How big a card is drawn, by where it stands; the classes are the ones each page
 * used before the cards were one component, so nothing looks different.
 *   tile    the Features page's 34 cards: the icon in a tinted square, small text
 *   note    About's "Why choose us": small title and text
 *   point   the landing's advantages and integrated features
 *   numbered an edition's selling points, a number (`mark`) in place of the icon
 *   pillar  the home page's three pillars
 *   panel   About's mission and vision
 */
const LOOKS = {
  tile: { box: "p-5", icon: "size-6", title: "mt-3 text-lg", text: "mt-1 text-sm" },
  note: { box: "p-6", icon: "size-7", title: "mt-3", text: "mt-1 text-sm" },
  point: { box: "p-6", icon: "size-7", title: "mt-3 text-lg", text: "mt-1" },
  numbered: { box: "p-6", icon: "size-7", title: "mt-2 text-lg", text: "mt-1" },
  pillar: { box: "p-6", icon: "size-8", title: "mt-4 text-xl", text: "mt-2" },
  panel: { box: "p-8", icon: "size-8", title: "mt-3 text-2xl", text: "mt-2" },
} as const;

export type CardLook = keyof typeof LOOKS;
/** `bordered`: a thin border on white; `tinted`: the brand's palest fill. (A tone named like a Tailwind utility would add an unused rule to the stylesheet.) */
export type CardTone = "bordered" | "tinted";

export type IconCardProps = {
  title: string;
  text?: string;
  /** Drawn above the title; for `tile`, inside a tinted square. */
  icon?: IconName;
  /** Drawn above the title instead of an icon (an edition's point number). */
  mark?: ReactNode;
  /** A short line under the title (an edition's point subtitle). */
  subtitle?: string;
  look?: CardLook;
  tone?: CardTone;
  /** `li` inside a CardGrid list; `article` or `section` standing alone. */
  as?: "li" | "article" | "section";
  heading?: "h2" | "h3";
  /** The heading's id; a `section` card is then labelled by it. */
  headingId?: string;
  className?: string;
  children?: ReactNode;
};

/** A card with an icon (or a mark), a title and a short text. */
export function IconCard({
  title, text, icon, mark, subtitle, look = "point", tone = "bordered", as: Box = "li", heading: Heading = "h3", headingId, className = "", children,
}: IconCardProps) {
  const l = LOOKS[look];
  const toneClass = tone === "tinted" ? "bg-brand-50" : "border border-brand-100";
  return (
    <Box aria-labelledby={Box === "section" ? headingId : undefined} className={`rounded-2xl ${toneClass} ${l.box}${className ? ` ${className}` : ""}`}>
      {icon && look === "tile" ? (
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={icon} className={l.icon} />
        </span>
      ) : icon ? (
        <Icon name={icon} className={`${l.icon} text-brand-700`} />
      ) : (
        mark
      )}
      <Heading id={headingId} className={`${l.title} font-bold text-brand-800`}>
        {title}
      </Heading>
      {subtitle ? <p className="text-sm font-medium text-brand-600">{subtitle}</p> : null}
      {text ? <p className={`${l.text} text-ink-soft`}>{text}</p> : null}
      {children}
    </Box>
  );
}

/**
 * A list of IconCards. `className` is the grid's own (columns and gaps differ by page);
 * `as="div"` makes each card an `article` (the home pillars), a list makes them items.
 */
export function CardGrid({
  items, className, as: List = "ul", ...card
}: { items: (IconCardItem | (Omit<IconCardItem, "icon"> & { icon?: IconName }))[]; className: string; as?: "ul" | "div" } & Pick<IconCardProps, "look" | "tone" | "heading">) {
  return (
    <List className={className}>
      {items.map((item) => (
        <IconCard key={item.title} {...item} {...card} as={List === "div" ? "article" : "li"} />
      ))}
    </List>
  );
}
