/**
 * The request's language on the server (issue 17): the worker wraps each page in
 * `LocaleContext`, and components read their texts and build their links through it.
 * Islands never call these hooks (their strings and links arrive as props), so no
 * dictionary is sent to the browser.
 */
import { createContext, use } from "react";
import { contentFor, type Content } from "../content/index.ts";
import { formTextsFor } from "../forms/texts.ts";
import { format, type Values } from "../lib/format.ts";
import { DEFAULT_LOCALE, localePath, type Locale } from "../lib/locale.ts";

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return use(LocaleContext);
}

/** The page's texts, in its language. */
export function useContent(): Content {
  return contentFor(useLocale());
}

/** A message of the page's language with its values filled in (src/lib/format.ts). */
export function useFormat(): (message: string, values?: Values) => string {
  const locale = useLocale();
  return (message, values) => format(locale, message, values);
}

/** The forms' labels and messages, in the page's language. */
export function useFormTexts() {
  return formTextsFor(useLocale());
}

/** A path of this site in the page's language ("/retail" → "/hi/retail" on Hindi pages). */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
