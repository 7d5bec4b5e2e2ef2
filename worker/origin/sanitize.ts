/**
 * Origin HTML (blog text, what's-new paragraphs) is untrusted: it is cleaned with
 * js-xss (`xss`, an allow-list sanitiser with its own tolerant parser: no DOM, no
 * Node built-ins, 7 KB gzipped, so it runs on Workers) before it is cached or
 * rendered (docs/security.md, "Origin HTML").
 *
 * Allowed: text structure (paragraphs, headings, lists, tables, quotes, code), links
 * to http(s), mailto and tel targets or paths of this site, and images on the origin's
 * host. Everything else goes: scripts, styles and other active elements together with
 * their content, event handlers, inline styles and classes, javascript:, data: and
 * protocol-relative URLs, comments. Image URLs are resolved against the origin, where
 * the files live, and rewritten to this site's /origin-media/ URLs (media.ts); images
 * on any other host are dropped (the CSP allows pictures from this site only, and
 * this site serves none but the origin's). External links open in a new tab without
 * an opener.
 */
import xss, { type IWhiteList } from "xss";
import { mediaUrl, type MediaSource } from "./media.ts";

// A CommonJS module whose exports hang off its default function: named imports do
// not survive every bundler's interop, the default does.
const { escapeAttrValue, FilterXSS, friendlyAttrValue } = xss as unknown as typeof import("xss");

const ALLOWED: IWhiteList = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], mark: [], small: [], sub: [], sup: [], q: [], cite: [],
  abbr: ["title"], blockquote: [], pre: [], code: [], span: [], div: [],
  ul: [], ol: ["start", "reversed"], li: [], dl: [], dt: [], dd: [],
  a: ["href", "title"], img: ["src", "alt", "title", "width", "height"], figure: [], figcaption: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"],
};

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  "script", "style", "noscript", "template", "title", "textarea", "option", "select", "xmp", "plaintext",
  "noembed", "noframes", "iframe", "object", "svg", "math",
];

/** The parser's marker for an element it dropped but never saw closed. */
const LEFTOVER_MARKERS = /\[\/?removed\]/g;
/** An image whose source was refused is an empty box: drop it. */
const IMAGE_WITHOUT_SOURCE = /<img(?![^>]*\ssrc=)[^>]*>/g;

/** Text that starts like a URL scheme (`x:`), once whitespace and controls are gone. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const SITE = "https://site.invalid/";

/** A link target: a place in the page, a path of this site, or an absolute http(s), mailto or tel URL. */
function safeHref(raw: string): { href: string; external: boolean } | undefined {
  const value = friendlyAttrValue(raw).trim();
  if (!value || /^[\\/]{2}/.test(value)) return undefined;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"): so do we.
  const compact = value.replace(/[\s\u0000-\u001f]+/g, "");
  if (SCHEME.test(compact) && !/^(https?|mailto|tel):/i.test(compact)) return undefined;
  try {
    const url = new URL(value, SITE);
    // A place in the same page stays one ("#x", not "/#x", the home page); the URL
    // parser has percent-encoded what a fragment may not hold (quotes, spaces).
    if (value.startsWith("#")) return { href: url.hash || "#", external: false };
    if (url.origin === new URL(SITE).origin) return { href: url.pathname + url.search + url.hash, external: false };
    if (url.protocol === "https:" || url.protocol === "http:") return { href: url.href, external: true };
    if (url.protocol === "mailto:" || url.protocol === "tel:") return { href: url.href, external: false };
  } catch {
    // not a URL at all
  }
  return undefined;
}

/**
 * A picture on the origin (an image path or URL from its JSON or HTML) as this site's
 * media URL (media.ts), named by `source`: paths resolve against ORIGIN_URL, which may
 * live under a path, and protocol-relative ones take its scheme. Only http(s) URLs on
 * the origin's host survive; anything else (another host, javascript:, data:,
 * unparsable) becomes "".
 */
export function originMedia(src: string, originBase: string, source: MediaSource): string {
  const value = friendlyAttrValue(src).trim();
  if (!value) return "";
  try {
    const base = new URL(originBase.replace(/\/?$/, "/"));
    const url = new URL(value, base);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.host !== base.host) return "";
    return mediaUrl(source, url.pathname + url.search);
  } catch {
    return "";
  }
}

/** A filter per call: cheap to make (the options are only copied), and images name their source. */
function filterFor(originBase: string, source: MediaSource) {
  return new FilterXSS({
    whiteList: ALLOWED,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROPPED_WITH_CONTENT,
    allowCommentTag: false,
    css: false,
    // The page's own title is its only <h1>.
    onTag: (tag, _html, { isClosing }) => (tag === "h1" ? (isClosing ? "</h2>" : "<h2>") : undefined),
    onTagAttr: (tag, name, value, isWhiteAttr) => {
      if (!isWhiteAttr) return "";
      if (tag === "a" && name === "href") {
        const link = safeHref(value);
        if (!link) return "";
        const attr = `href="${escapeAttrValue(link.href)}"`;
        // Links out of the site open in a new tab and pass neither opener nor ranking.
        return link.external ? `${attr} target="_blank" rel="noopener noreferrer nofollow"` : attr;
      }
      if (tag === "img" && name === "src") {
        // An attribute value as written: "&amp;" in it is "&" to a browser.
        const src = originMedia(value.replace(/&amp;/gi, "&"), originBase, source);
        return src ? `src="${escapeAttrValue(src.replace(/&/g, "&amp;"))}" loading="lazy" decoding="async"` : "";
      }
      if (name === "width" || name === "height" || name === "colspan" || name === "rowspan" || name === "start") {
        return /^\d{1,4}$/.test(value.trim()) ? `${name}="${value.trim()}"` : "";
      }
      return undefined;
    },
  });
}

/**
 * Cleans one fragment of origin HTML. `originBase` is ORIGIN_URL (images resolve
 * against it); `source` is the cached answer the fragment belongs to (its images' URLs
 * name it).
 */
export function sanitizeOriginHtml(html: string, originBase: string, source: MediaSource): string {
  return filterFor(originBase, source).process(html).replace(LEFTOVER_MARKERS, "").replace(IMAGE_WITHOUT_SOURCE, "").trim();
}

/**
 * Invisible controls that make text read otherwise than it is stored ("Trojan source"):
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E–200F,
 * U+202A–202E, U+2066–2069), the zero-width space, word joiner and invisible operators
 * (U+200B, U+2060–2064) and a stray byte-order mark (U+FEFF). Lead fields refuse the
 * bidirectional ones (src/forms/schemas.ts); origin text loses all of them before it is
 * validated and cached.
 * The zero-width joiner and non-joiner (U+200C, U+200D) stay: Hindi, Gujarati and
 * Bengali spelling and emoji need them.
 */
const INVISIBLE_CONTROLS = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Every string in an origin answer without the invisible controls above. */
export function withoutInvisibleControls(value: unknown): unknown {
  if (typeof value === "string") return value.replace(INVISIBLE_CONTROLS, "");
  if (Array.isArray(value)) return value.map(withoutInvisibleControls);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutInvisibleControls(v)]));
  }
  return value;
}
