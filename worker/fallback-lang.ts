/**
 * A preview language's page, where a message fell back to the source language
 * (docs/i18n.md "A language's status"): src/content/index.ts marks each such message
 * (src/lib/fallback-marks.ts), and this turns the marks of the streamed HTML into
 * `<span lang="en-IN">…</span>` in text, and takes them out everywhere else, so that no
 * mark reaches the visitor and no JSON breaks:
 *   - in a tag (attribute values: alt, aria-label, content, an island's JSON props), raw
 *     and as a link encodes them (%EE%80%80);
 *   - in <script> (JSON-LD, inline code), <style>, <title> and <textarea>;
 *   - inside <head>, <svg>, <select>, and an island's markup (`data-island`), which the
 *     browser renders again from its props: a span the client does not draw would fail
 *     hydration.
 * A span never crosses a tag: a message with links inside gives one span per run of text,
 * and a region opened inside an element ends with it, so a mark cut off (a text shortened)
 * cannot mark the rest of the page. Only a preview language's pages pass through here
 * (worker/render.tsx): a complete language's answer is never read.
 */
import { FALLBACK_CLOSE, FALLBACK_OPEN } from "../src/lib/fallback-marks.ts";

/** Elements whose content is raw text: marks are taken out, never turned into spans. */
const RAW = new Set(["script", "style", "title", "textarea"]);
/** Elements without content. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** Elements where a span is not allowed or would not survive hydration. */
const NO_SPANS = new Set(["head", "svg", "select", "datalist", "option", "optgroup", "math"]);

const MARKS = /[\uE000\uE001]|%EE%80%8[01]|\\u[eE]00[01]/g;
const strip = (s: string) => s.replace(MARKS, "");

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The stateful rewriter of one page: `push` each decoded piece of HTML, then `end`. */
export function fallbackRewriter(lang: string) {
  const spanOpen = `<span lang="${escapeAttribute(lang)}">`;
  let pending = "";
  /** Inside a raw-text element: its name. */
  let raw = "";
  /** Open elements. */
  let depth = 0;
  /** The depth of the element inside which no span is written, or -1. */
  let noSpans = -1;
  /** Whether a fallen-back message runs, and the depth it started at. */
  let open = false;
  let openDepth = 0;

  function text(t: string): string {
    if (noSpans >= 0) return strip(t);
    if (!open && !t.includes(FALLBACK_OPEN) && !t.includes(FALLBACK_CLOSE)) return t;
    // Runs of this text node, each in the source language or not.
    const runs: { text: string; fallen: boolean }[] = [{ text: "", fallen: open }];
    for (const ch of t) {
      if (ch === FALLBACK_OPEN || ch === FALLBACK_CLOSE) {
        const opening = ch === FALLBACK_OPEN;
        // A close without an open: the message began before a tag that ended its region.
        if (!opening && !open) for (const r of runs) r.fallen = true;
        if (opening && !open) openDepth = depth;
        open = opening;
        runs.push({ text: "", fallen: open });
      } else runs.at(-1)!.text += ch;
    }
    let out = "";
    for (let i = 0; i < runs.length; i++) {
      const r = runs[i]!;
      if (!r.fallen || !r.text.trim()) {
        out += r.text;
        continue;
      }
      let run = r.text;
      while (runs[i + 1]?.fallen) run += runs[++i]!.text;
      out += `${spanOpen}${run}</span>`;
    }
    return out;
  }

  function tag(t: string): string {
    if (t.startsWith("<!") || t.startsWith("<?")) return t;
    const closing = t.startsWith("</");
    const name = /^<\/?([a-zA-Z][\w:-]*)/.exec(t)?.[1]?.toLowerCase() ?? "";
    if (!name) return t;
    if (closing) {
      depth = Math.max(0, depth - 1);
      if (open && depth < openDepth) open = false;
      if (noSpans >= 0 && depth < noSpans) noSpans = -1;
      return t;
    }
    const out = strip(t);
    if (VOID.has(name) || t.endsWith("/>")) return out;
    depth++;
    if (noSpans < 0 && (NO_SPANS.has(name) || /\sdata-island="/.test(t))) noSpans = depth;
    if (RAW.has(name)) raw = name;
    return out;
  }

  function push(chunk: string, last = false): string {
    const s = pending + chunk;
    pending = "";
    let out = "";
    let i = 0;
    while (i < s.length) {
      if (raw) {
        const endTag = new RegExp(`</${raw}`, "gi");
        endTag.lastIndex = i;
        const end = endTag.exec(s)?.index ?? -1;
        if (end < 0) {
          // Keep back what could be the start of the end tag.
          const keep = last ? s.length : Math.max(i, s.length - raw.length - 2);
          out += strip(s.slice(i, keep));
          pending = s.slice(keep);
          return out;
        }
        out += strip(s.slice(i, end));
        raw = "";
        i = end;
        continue;
      }
      const lt = s.indexOf("<", i);
      if (lt < 0) {
        // A text runs on into the next piece: kept back, so its span is written whole.
        if (last) out += text(s.slice(i));
        else pending = s.slice(i);
        return out;
      }
      out += text(s.slice(i, lt));
      const comment = s.startsWith("<!--", lt);
      const close = comment ? s.indexOf("-->", lt + 4) : s.indexOf(">", lt);
      if (close < 0) {
        if (last) out += strip(s.slice(lt));
        else pending = s.slice(lt);
        return out;
      }
      const end = comment ? close + 3 : close + 1;
      out += tag(s.slice(lt, end));
      i = end;
    }
    return out;
  }

  return { push, end: () => push("", true) };
}

/** A page's HTML, rewritten as it streams (UTF-8 in, UTF-8 out). */
export function markFallbacks(body: ReadableStream<Uint8Array>, lang: string): ReadableStream<Uint8Array> {
  const rewriter = fallbackRewriter(lang);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const out = rewriter.push(decoder.decode(chunk, { stream: true }));
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const out = rewriter.push(decoder.decode()) + rewriter.end();
        if (out) controller.enqueue(encoder.encode(out));
      },
    }),
  );
}
