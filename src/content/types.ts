/**
 * Types shared by several content modules and the components that draw them. They
 * live here, in the lowest layer, so a component never imports one page's content
 * module for a type (src/components/accordion.tsx used to import src/content/model/home.ts).
 */

/** A question and its answer (the home page's six, the FAQs page's seventeen). */
export type Faq = { question: string; answer: string };

/** An edition as a card: the home showcase and /versions (SPEC section 1 statements). */
export type Edition = { id: string; title: string; route: string; features: string[] };

/**
 * The icons content may name. src/components/icon.tsx maps each to its lucide icon
 * (`satisfies Record<IconName, …>`), so a name here without an icon, or an icon there
 * without a name, fails the typecheck; content never imports a React component.
 */
export type IconName =
  | "archive" | "arrow-right" | "award" | "badge-check" | "barcode" | "bell" | "bell-ring" | "book-open" | "boxes"
  | "calculator" | "calendar-days" | "chart-column" | "circle-check" | "clipboard-list" | "clock" | "cloud" | "coins"
  | "contact" | "download" | "eye" | "file-spreadsheet" | "fingerprint-pattern" | "gem" | "git-branch" | "globe"
  | "hammer" | "hand-coins" | "headset" | "history" | "lock" | "mail" | "map-pin" | "message-square" | "percent"
  | "phone" | "piggy-bank" | "play" | "quote" | "radio" | "receipt" | "scale" | "send" | "shield-check"
  | "shopping-cart" | "sliders-horizontal" | "smartphone" | "sparkles" | "star" | "target" | "trending-up" | "truck"
  | "users" | "wrench";

/** An icon, a title and a short text: the cards of the home pillars, features, about, landing. */
export type IconCardItem = { icon: IconName; title: string; text: string };

/**
 * The shape of a text module as the site reads it (src/content/shapes/): every text
 * widened to `string`, and a text that takes values (once a function) an ICU message,
 * formatted with src/lib/format.ts.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: never[]) => string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Texts<U>[]
      : { readonly [K in keyof T]: Texts<T[K]> };
