/**
 * docs/routes.md's route list is generated from the route table (scripts/routes-doc.ts).
 * `npm run docs:routes` runs this file with ROUTES_DOC=write, which rewrites the doc;
 * otherwise it fails while the doc is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withRoutesTable } from "../../scripts/routes-doc.ts";

const DOC = new URL("../../docs/routes.md", import.meta.url);

describe("docs/routes.md", () => {
  it("lists the route table as it is (npm run docs:routes)", () => {
    const doc = readFileSync(DOC, "utf8");
    const fresh = withRoutesTable(doc);
    if (process.env.ROUTES_DOC === "write") writeFileSync(DOC, fresh);
    else expect(doc, "docs/routes.md is stale: run npm run docs:routes").toBe(fresh);
  });

  it("has a row per route, in the table's order, with its id, SEO value and languages", () => {
    const doc = readFileSync(DOC, "utf8");
    // Hand-written from the spec's list (tests/spec-routes.ts): a few rows, exactly; a
    // translated route is in every language of the registry, and says so.
    const all = "every language";
    expect(doc).toContain(`| \`/\` | \`home\` | The All-in-One Software for Your Jewellery Business | \`index\` |  |  |  | ${all} |`);
    expect(doc).toContain(`| \`/associates\` | \`associates\` | Our Associates | \`Dealers\` | \`/dealers\` |  |  | ${all} |`);
    expect(doc).toContain("| `/blog/:id` | `blog` | Blog Article | `blogs` |  | `/blogs` |  | en |");
    expect(doc).toContain(`| \`/zevarsoftware\` | \`landing\` | Zevar ERP Jewellery Software | \`zevarsoftware\` |  |  | demo | ${all} |`);
  });
});
