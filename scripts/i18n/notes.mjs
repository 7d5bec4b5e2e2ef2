// @ts-check
/**
 * One-off, kept to show where the translators' descriptions came from: reads the JSDoc and
 * line comments of the English TypeScript text modules as they were before the texts became
 * catalogues (git revision d84b198, src/content/en/<module>.ts), maps each comment to the
 * message keys under the property it documents, and writes src/content/notes/<module>.json
 * (key → description, only keys that have one; docs/i18n.md "Translating").
 *
 * A comment documents a path: an exported constant, an object property, an array element,
 * or a property of the type a constant is declared with (`toolTexts: Record<ToolId, ToolText>`
 * gives ToolText's comments to `toolTexts.<any id>.<property>`). Identifiers, spreads and
 * property accesses are followed into the constants they name (in this module or an imported
 * one). A key takes the comments of the deepest path above it; at equal depth, the type's
 * (including the type alias's own) come before the value's. The file's own header comment is the file's, not a text's.
 * References meant for developers (file paths, issue numbers) are dropped from the text.
 *
 * Usage: node scripts/i18n/notes.mjs [--rev d84b198] [--out src/content/notes]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { option, readCatalogue, repoRoot, writeJson } from "./catalogues.mjs";

const rev = option("--rev", "I18N_NOTES_REV", "d84b198");
const out = path.resolve(repoRoot, option("--out", "I18N_NOTES", "src/content/notes"));
const enDir = path.join(repoRoot, "src/locales/en");

/** @type {Map<string, ts.SourceFile | null>} */
const files = new Map();
/** @param {string} file a repository path */
function load(file) {
  if (!files.has(file)) {
    let text = null;
    try {
      text = execFileSync("git", ["show", `${rev}:${file}`], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      text = null;
    }
    files.set(file, text === null ? null : ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  }
  return files.get(file) ?? null;
}

/** @param {string} raw */
function cleanComment(raw) {
  const text = raw
    .replace(/^\/\*\*?|\*\/$/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(\*|\/\/)\s?/, "").trim())
    .join(" ")
    .replace(/^\/\/\s?/, "");
  return dropReferences(text).replace(/\s+/g, " ").replace(/\s+([.,:;])/g, "$1").trim();
}

const REFERENCE = /^(see )?((src|docs|tests|worker|scripts)\/|\.\.?\/|issue \d|SPEC\b|[\w./-]+\.(tsx?|mjs|md)\b)/i;
/** Drops the parts of parenthesised asides that point developers at files or issues. */
function dropReferences(/** @type {string} */ text) {
  let result = "";
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "(") {
      result += text[i];
      continue;
    }
    let depth = 0;
    let j = i;
    for (; j < text.length; j++) {
      if (text[j] === "(") depth++;
      else if (text[j] === ")" && --depth === 0) break;
    }
    const inner = text.slice(i + 1, j);
    const kept = inner.split(/;\s*/).filter((part) => !REFERENCE.test(part.trim()));
    if (kept.length > 0) result += `(${kept.join("; ")})`;
    else result = result.replace(/\s+$/, "");
    i = j;
  }
  return result;
}

/** @param {ts.Node} node */
function commentsOf(node) {
  const sf = node.getSourceFile();
  const text = sf.getFullText();
  const ranges = [...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])];
  const after = text[node.end] === "," ? node.end + 1 : node.end;
  ranges.push(...(ts.getTrailingCommentRanges(text, after) ?? []));
  const header = sf.statements[0] ? ts.getLeadingCommentRanges(text, 0)?.[0] : undefined;
  return ranges
    .filter((r) => !(header && r.pos === header.pos && r.pos === sf.statements[0]?.getFullStart()))
    .map((r) => cleanComment(text.slice(r.pos, r.end)))
    .filter(Boolean)
    .join(" ");
}

/** @typedef {{ path: string[]; text: string; onType: boolean }} Note */

/** @param {ts.Node} node @param {string} name */
function findDeclaration(node, name) {
  const sf = node.getSourceFile();
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name) return { decl: d, statement: /** @type {ts.Node} */ (st) };
      }
    } else if ((ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) && st.name.text === name) {
      return { decl: st, statement: st };
    } else if (ts.isImportDeclaration(st) && st.importClause && ts.isStringLiteral(st.moduleSpecifier)) {
      const bindings = st.importClause.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const spec = bindings.elements.find((e) => e.name.text === name);
      const from = st.moduleSpecifier.text;
      if (!spec || !from.startsWith(".")) continue;
      const target = load(path.posix.join(path.posix.dirname(sf.fileName), from));
      if (target) return findDeclaration(target, (spec.propertyName ?? spec.name).text);
    }
  }
  return null;
}

/** @param {ts.Node} node */
function unwrap(node) {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** @param {ts.PropertyName} name */
function propertyName(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression)) return name.expression.text;
  return null;
}

/** Collects the notes of everything under `path`. */
class Walker {
  /** @type {Note[]} */ notes = [];
  depth = 0;
  /** @param {string[]} p @param {string} text @param {boolean} onType */
  add(p, text, onType) {
    if (text) this.notes.push({ path: p, text, onType });
  }
  /** Follows an identifier or a property access to the expression it names. @param {ts.Node} node @returns {ts.Node | null} */
  resolve(node, p = /** @type {string[] | null} */ (null)) {
    node = unwrap(node);
    if (ts.isIdentifier(node)) {
      const found = findDeclaration(node, node.text);
      if (!found || !ts.isVariableDeclaration(found.decl)) return null;
      if (p) {
        this.add(p, commentsOf(found.statement), false);
        if (found.decl.type) this.type(found.decl.type, p);
      }
      return found.decl.initializer ?? null;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const target = this.resolve(node.expression);
      if (!target || !ts.isObjectLiteralExpression(unwrap(target))) return null;
      const prop = /** @type {ts.ObjectLiteralExpression} */ (unwrap(target)).properties.find((pr) => pr.name && propertyName(pr.name) === node.name.text);
      if (!prop) return null;
      if (p) this.add(p, commentsOf(prop), false);
      return ts.isPropertyAssignment(prop) ? prop.initializer : null;
    }
    return node;
  }
  /** @param {ts.Node} node @param {string[]} p */
  value(node, p) {
    if (++this.depth > 40) throw new Error(`too deep at ${p.join(".")}`);
    try {
      const target = this.resolve(node, p);
      if (!target) return;
      const v = unwrap(target);
      if (ts.isObjectLiteralExpression(v)) {
        for (const prop of v.properties) {
          if (ts.isSpreadAssignment(prop)) {
            this.value(prop.expression, p);
            continue;
          }
          const name = prop.name && propertyName(prop.name);
          if (name === null || name === undefined) continue;
          this.add([...p, name], commentsOf(prop), false);
          if (ts.isPropertyAssignment(prop)) this.value(prop.initializer, [...p, name]);
          else if (ts.isShorthandPropertyAssignment(prop)) this.value(prop.name, [...p, name]);
        }
      } else if (ts.isArrayLiteralExpression(v)) {
        this.elements(v, p, { index: 0 });
      }
    } finally {
      this.depth--;
    }
  }
  /** @param {ts.ArrayLiteralExpression} array @param {string[]} p @param {{ index: number }} at */
  elements(array, p, at) {
    for (const el of array.elements) {
      if (ts.isSpreadElement(el)) {
        const inner = this.resolve(el.expression);
        if (!inner || !ts.isArrayLiteralExpression(unwrap(inner))) return false;
        if (!this.elements(/** @type {ts.ArrayLiteralExpression} */ (unwrap(inner)), p, at)) return false;
        continue;
      }
      const q = [...p, String(at.index++)];
      this.add(q, commentsOf(el), false);
      this.value(el, q);
    }
    return true;
  }
  /** @param {ts.TypeNode | ts.Node} node @param {string[]} p */
  type(node, p) {
    if (++this.depth > 40) return void this.depth--;
    try {
      if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) this.type(node.type, p);
      else if (ts.isArrayTypeNode(node)) this.type(node.elementType, [...p, "*"]);
      else if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) node.types.forEach((t) => this.type(t, p));
      else if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) this.members(node.members, p);
      else if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
        const name = node.typeName.text;
        const args = node.typeArguments ?? [];
        if (name === "Record" && args[1]) this.type(args[1], [...p, "*"]);
        else if ((name === "Array" || name === "ReadonlyArray") && args[0]) this.type(args[0], [...p, "*"]);
        else if (["Pick", "Omit", "Partial", "Readonly", "Required"].includes(name) && args[0]) this.type(args[0], p);
        else {
          const found = findDeclaration(node, name);
          if (found) this.add(p, commentsOf(found.statement), true);
          if (found && ts.isTypeAliasDeclaration(found.decl)) this.type(found.decl.type, p);
          else if (found && ts.isInterfaceDeclaration(found.decl)) this.type(found.decl, p);
        }
      }
    } finally {
      this.depth--;
    }
  }
  /** @param {ts.NodeArray<ts.TypeElement>} members @param {string[]} p */
  members(members, p) {
    for (const m of members) {
      if (!ts.isPropertySignature(m)) continue;
      const name = propertyName(m.name);
      if (name === null) continue;
      this.add([...p, name], commentsOf(m), true);
      if (m.type) this.type(m.type, [...p, name]);
    }
  }
}

/** @param {string} module */
function notesOf(module) {
  const sf = load(`src/content/en/${module}.ts`);
  if (!sf) return {};
  const walker = new Walker();
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      walker.add([d.name.text], commentsOf(st), false);
      if (d.type) walker.type(d.type, [d.name.text]);
      if (d.initializer) walker.value(d.initializer, [d.name.text]);
    }
  }
  const patterns = walker.notes.map((n) => ({
    ...n,
    re: new RegExp(`^${n.path.map((s) => (s === "*" ? "[^.]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("\\.")}(\\.|$)`),
  }));
  /** @type {Record<string, string>} */
  const result = {};
  for (const key of Object.keys(readCatalogue(enDir, module))) {
    const above = patterns.filter((n) => n.re.test(key));
    const depth = Math.max(0, ...above.map((n) => n.path.length));
    // The deepest comments; at one depth the type's (what any value there is) before the value's.
    const nearest = above.filter((n) => n.path.length === depth).sort((a, b) => Number(b.onType) - Number(a.onType));
    const texts = [...new Set(nearest.map((n) => n.text))];
    if (texts.length > 0) result[key] = texts.join(" ");
  }
  return result;
}

fs.mkdirSync(out, { recursive: true });
let total = 0;
for (const file of fs.readdirSync(enDir).filter((f) => f.endsWith(".json")).sort()) {
  const module = file.slice(0, -".json".length);
  const notes = notesOf(module);
  const count = Object.keys(notes).length;
  total += count;
  const target = path.join(out, file);
  if (count > 0) writeJson(target, notes);
  else fs.rmSync(target, { force: true });
  console.log(`${module.padEnd(12)} ${String(count).padStart(4)} of ${Object.keys(readCatalogue(enDir, module)).length} keys described`);
}
console.log(`${total} keys described`);
