/**
 * The marks around a message a preview language lacks (docs/i18n.md "A language's
 * status"): src/content/index.ts wraps each message that falls back to the source language
 * in them, and the worker's HTML answer turns them into `<span lang>` in text and takes
 * them out everywhere else (worker/fallback-lang.ts), so none reaches a visitor. Two
 * characters of Unicode's private use area, which no text of a complete language holds
 * (tests/worker/language-status.test.ts reads them all). A complete language is never marked.
 */
export const FALLBACK_OPEN = "\uE000";
export const FALLBACK_CLOSE = "\uE001";

/** A message marked as fallen back to the source language. */
export function markFallback(message: string): string {
  return message ? `${FALLBACK_OPEN}${message}${FALLBACK_CLOSE}` : message;
}

const MARKS = /[\uE000\uE001]/g;

/** `text` without the marks. */
export function unmarked(text: string): string {
  return text.replace(MARKS, "");
}
