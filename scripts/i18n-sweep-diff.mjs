// @ts-check
/**
 * `node scripts/i18n-sweep.mjs --diff <before> <after> [--full]`: two sweeps compared URL
 * by URL (scripts/i18n-sweep.mjs). Each URL is said to be the same or to differ (its
 * status, its content type, its body); a differing body is shown as a unified diff of
 * the two pages with each tag on its own line, cut at 150 lines unless --full. A report:
 * it never fails on a difference.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The columns of a sweep's index.tsv (bytes: of the saved, normalised file; case: a post's, scripts/i18n-sweep-cases.mjs). */
export const TSV_HEAD = "url\tmethod\tstatus\tcontent-type\tbytes\tfile\tcase";

/** HTML with each tag on its own line (and a long data-props split at its keys), for a readable diff. @param {string} text */
function prettySplit(text) {
  return text
    .replace(/(<[^<>]*>)/g, "\n$1\n")
    .replace(/,&quot;/g, ",\n&quot;")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .join("\n")
    .concat("\n");
}

/** @param {string} dir @returns {Map<string, { url: string, method: string, status: string, type: string, file: string, name: string }>} by file name */
function readIndex(dir) {
  const index = join(dir, "index.tsv");
  if (!existsSync(index)) throw new Error(`${index}: not a sweep (run node scripts/i18n-sweep.mjs ${dir})`);
  const rows = readFileSync(index, "utf8").trim().split("\n").slice(1);
  return new Map(
    rows.map((r) => {
      const [url = "", method = "", status = "", type = "", , file = "", name = ""] = r.split("\t");
      return [file, { url, method, status, type, file, name }];
    }),
  );
}

/** @param {string} before @param {string} after */
export function compare(before, after, { full = false } = {}) {
  const a = readIndex(before);
  const b = readIndex(after);
  const scratch = mkdtempSync(join(tmpdir(), "zevar-i18n-diff-"));
  let same = 0;
  let differ = 0;
  let missing = 0;
  const MAX_LINES = 150;
  for (const file of [...new Set([...a.keys(), ...b.keys()])]) {
    const x = a.get(file);
    const y = b.get(file);
    const entry = /** @type {NonNullable<typeof x>} */ (x ?? y);
    const name = `${entry.method} ${entry.url}${entry.name ? `  (${entry.name})` : ""}`;
    if (!x || !y) {
      missing++;
      console.log(`ONLY IN ${x ? "BEFORE" : "AFTER"}  ${name}`);
      continue;
    }
    const textA = readFileSync(join(before, file), "utf8");
    const textB = readFileSync(join(after, file), "utf8");
    if (textA === textB && x.status === y.status && x.type === y.type) {
      same++;
      console.log(`same     ${name}`);
      continue;
    }
    differ++;
    console.log(`DIFFERS  ${name}${x.status !== y.status ? `  status ${x.status} -> ${y.status}` : ""}${x.type !== y.type ? `  type ${x.type} -> ${y.type}` : ""}`);
    if (textA === textB) continue;
    writeFileSync(join(scratch, "a"), prettySplit(textA));
    writeFileSync(join(scratch, "b"), prettySplit(textB));
    const run = spawnSync("diff", ["-u", "-U", "2", "--label", `before/${file}`, "--label", `after/${file}`, join(scratch, "a"), join(scratch, "b")], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    const lines = run.stdout.trimEnd().split("\n");
    const shown = full ? lines : lines.slice(0, MAX_LINES);
    console.log(shown.map((l) => `    ${l}`).join("\n"));
    if (shown.length < lines.length) console.log(`    … ${lines.length - shown.length} more diff lines (--full shows them)`);
  }
  rmSync(scratch, { recursive: true, force: true });
  console.log(`\n${same + differ + missing} URLs: ${same} identical, ${differ} different, ${missing} in one sweep only.`);
}
