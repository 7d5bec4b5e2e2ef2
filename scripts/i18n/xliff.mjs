// @ts-check
/**
 * XLIFF 2.0 (OASIS, urn:oasis:names:tc:xliff:document:2.0), the subset translators' tools
 * exchange: one <file> per module, one <unit> per key, a <segment> with its state, <source>
 * and <target>, and the key's description as a <note>. ICU braces stay as text.
 *
 * The reader is a small XML reader rather than a dependency: it takes what Crowdin, Weblate
 * and others hand back (reordered units, any indentation, CDATA sections, character and the
 * five predefined entities, groups, several segments and ignorables per unit, <mrk> and
 * <pc> annotations, <cp> code points) and refuses a DOCTYPE (no entity expansion) and inline
 * codes (<ph>, <sc>, <ec>) it could not turn back into a message.
 */

export const NS = "urn:oasis:names:tc:xliff:document:2.0";

/** @param {string} s */
const text = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (c) => `<cp hex="${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}"/>`);
/** @param {string} s */
const attr = (s) => text(s).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");

/** A key as a unit id (an NMTOKEN): other characters, and the escape `_` itself, as `_` + 4 hex digits. */
export const unitId = (/** @type {string} */ key) => key.replace(/[^A-Za-z0-9.:-]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
export const keyOfId = (/** @type {string} */ id) => id.replace(/_([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

/** @typedef {{ key: string; note?: string; state: string; source: string; target?: string }} Unit */

/**
 * @param {{ srcLang: string; trgLang: string; files: { id: string; units: Unit[] }[] }} doc
 */
export function writeXliff(doc) {
  const out = [`<?xml version="1.0" encoding="UTF-8"?>`, `<xliff xmlns="${NS}" version="2.0" srcLang="${attr(doc.srcLang)}" trgLang="${attr(doc.trgLang)}">`];
  const space = (/** @type {string} */ s) => (/^\s|\s$|\n|\s\s/.test(s) ? ` xml:space="preserve"` : "");
  for (const file of doc.files) {
    out.push(`  <file id="${attr(file.id)}" original="${attr(file.id)}.json">`);
    for (const u of file.units) {
      const id = unitId(u.key);
      out.push(`    <unit id="${id}"${id === u.key ? "" : ` name="${attr(u.key)}"`}>`);
      if (u.note) out.push(`      <notes>`, `        <note category="description">${text(u.note)}</note>`, `      </notes>`);
      out.push(`      <segment state="${u.state}">`, `        <source${space(u.source)}>${text(u.source)}</source>`);
      if (u.target !== undefined) out.push(`        <target${space(u.target)}>${text(u.target)}</target>`);
      out.push(`      </segment>`, `    </unit>`);
    }
    out.push(`  </file>`);
  }
  out.push(`</xliff>`, "");
  return out.join("\n");
}

/** @typedef {{ name: string; attrs: Record<string, string>; children: (Element | string)[] }} Element */

const ENTITIES = /** @type {Record<string, string>} */ ({ lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" });
/** @param {string} s */
function decode(s) {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);|&/g, (m, e) => {
    if (e === undefined) throw new Error("a bare & in the text");
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    if (!(e in ENTITIES)) throw new Error(`the unknown entity &${e};`);
    return /** @type {string} */ (ENTITIES[e]);
  });
}
const local = (/** @type {string} */ name) => name.slice(name.indexOf(":") + 1);

/** Reads an XML document into elements (names without their namespace prefix). @param {string} xml */
export function readXml(xml) {
  /** @type {Element} */
  const root = { name: "#document", attrs: {}, children: [] };
  const stack = [root];
  const top = () => /** @type {Element} */ (stack[stack.length - 1]);
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const end = lt < 0 ? xml.length : lt;
    if (end > i) top().children.push(decode(xml.slice(i, end)));
    if (lt < 0) break;
    const close = (/** @type {string} */ s) => {
      const at = xml.indexOf(s, lt);
      if (at < 0) throw new Error(`unclosed markup at offset ${lt}`);
      return at + s.length;
    };
    if (xml.startsWith("<!--", lt)) i = close("-->");
    else if (xml.startsWith("<?", lt)) i = close("?>");
    else if (xml.startsWith("<![CDATA[", lt)) {
      i = close("]]>");
      top().children.push(xml.slice(lt + 9, i - 3));
    } else if (xml.startsWith("<!", lt)) throw new Error("a DOCTYPE or declaration: not read (no entities are expanded)");
    else if (xml[lt + 1] === "/") {
      i = close(">");
      const name = local(xml.slice(lt + 2, i - 1).trim());
      if (stack.length < 2 || top().name !== name) throw new Error(`</${name}> closes <${top().name}>`);
      stack.pop();
    } else {
      const m = /^<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(xml.slice(lt));
      if (!m) throw new Error(`malformed tag at offset ${lt}`);
      /** @type {Element} */
      const el = { name: local(/** @type {string} */ (m[1])), attrs: {}, children: [] };
      for (const a of (m[2] ?? "").matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        el.attrs[/** @type {string} */ (a[1])] = decode(a[2] ?? a[3] ?? "");
      }
      top().children.push(el);
      if (!m[3]) stack.push(el);
      i = lt + m[0].length;
    }
  }
  if (stack.length > 1) throw new Error(`<${top().name}> is not closed`);
  return root;
}

/** @param {Element} el @param {string} name */
const childrenNamed = (el, name) => /** @type {Element[]} */ (el.children.filter((c) => typeof c !== "string" && c.name === name));
/** @param {Element} el @param {string} name @returns {Element[]} */
const descendants = (el, name) =>
  el.children.flatMap((c) => (typeof c === "string" ? [] : c.name === name ? [c] : descendants(c, name)));

/** The message in a <source> or <target>: its text, annotations read through. @param {Element} el @returns {string} */
function content(el) {
  return el.children
    .map((c) => {
      if (typeof c === "string") return c;
      if (c.name === "mrk" || c.name === "pc") return content(c);
      if (c.name === "sm" || c.name === "em") return "";
      if (c.name === "cp") return String.fromCodePoint(parseInt(c.attrs.hex ?? "", 16));
      throw new Error(`the inline code <${c.name}>, which no message of this site has`);
    })
    .join("");
}

/**
 * The units of an XLIFF 2.0 document, by file.
 * @param {string} xml
 * @returns {{ srcLang: string; trgLang: string; units: { file: string; key: string; state: string; source: string; target: string | undefined }[] }}
 */
export function readXliff(xml) {
  const doc = readXml(xml);
  const root = childrenNamed(doc, "xliff")[0];
  if (!root) throw new Error("no <xliff> element");
  if (!(root.attrs.version ?? "").startsWith("2.")) throw new Error(`XLIFF version ${root.attrs.version ?? "unknown"}: only 2.x is read`);
  const units = [];
  for (const file of childrenNamed(root, "file")) {
    const fileId = file.attrs.id ?? "";
    for (const unit of descendants(file, "unit")) {
      const key = unit.attrs.name ?? keyOfId(unit.attrs.id ?? "");
      const parts = unit.children.filter((c) => typeof c !== "string" && (c.name === "segment" || c.name === "ignorable"));
      let source = "";
      /** @type {string | undefined} */
      let target;
      let state = "";
      for (const part of /** @type {Element[]} */ (parts)) {
        if (part.name === "segment" && !state) state = part.attrs.state ?? "initial";
        const s = childrenNamed(part, "source")[0];
        const t = childrenNamed(part, "target")[0];
        source += s ? content(s) : "";
        // An ignorable without a target stands for itself in the target (XLIFF 2.0, 4.2.2.4).
        if (t) target = (target ?? "") + content(t);
        else if (part.name === "ignorable" && target !== undefined) target += s ? content(s) : "";
      }
      units.push({ file: fileId, key, state: state || "initial", source, target });
    }
  }
  return { srcLang: root.attrs.srcLang ?? "", trgLang: root.attrs.trgLang ?? "", units };
}
