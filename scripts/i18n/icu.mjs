// @ts-check
/**
 * What a translation must keep of its English message (docs/i18n.md "Translating"): the
 * names of its ICU arguments, which of them choose a form (plural, selectordinal, select)
 * and its tags. The wording, the order and a language's plural categories are its own.
 * Read with the parser of intl-messageformat, the formatter the site uses, with its defaults.
 */
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";

/** @typedef {ReturnType<typeof parse>} Elements */

/**
 * @param {string} message
 * @returns {{ args: string[]; choices: string[]; tags: string[] }}
 */
export function signature(message) {
  const args = new Set();
  const choices = new Set();
  const tags = new Set();
  /** @param {Elements} elements */
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        tags.add(el.value);
        walk(el.children);
        continue;
      }
      args.add(el.value);
      if (el.type === TYPE.plural) choices.add(`${el.value}: ${el.pluralType === "ordinal" ? "selectordinal" : "plural"}`);
      if (el.type === TYPE.select) choices.add(`${el.value}: select`);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  const sorted = (/** @type {Set<string>} */ s) => [...s].sort();
  return { args: sorted(args), choices: sorted(choices), tags: sorted(tags) };
}

/**
 * Why a translation cannot stand for its English message, or null when it can.
 * @param {string} source the English message
 * @param {string} target the translation
 */
export function mismatch(source, target) {
  let theirs;
  try {
    theirs = signature(target);
  } catch (error) {
    return `does not parse as ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`;
  }
  const ours = signature(source);
  /** @type {string[]} */
  const problems = [];
  const compare = (/** @type {string} */ what, /** @type {string[]} */ a, /** @type {string[]} */ b) => {
    if (a.join("\n") !== b.join("\n")) problems.push(`${what} ${list(b)} where English has ${list(a)}`);
  };
  compare("arguments", ours.args, theirs.args);
  compare("choices", ours.choices, theirs.choices);
  compare("tags", ours.tags, theirs.tags);
  return problems.length > 0 ? problems.join("; ") : null;
}

const list = (/** @type {string[]} */ names) => (names.length > 0 ? names.map((n) => `{${n}}`).join(", ") : "none");
