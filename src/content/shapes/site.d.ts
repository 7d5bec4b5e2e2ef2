/**
 * The company as English pages show it: its configuration (src/content/site.ts, the
 * language-neutral data: phone, links, the head office as registered) is already
 * written in English, so the English bundle takes it as it is. Other languages write
 * the visitor-facing parts (the address) in their own folder.
 */
export { site } from "../site.ts";
