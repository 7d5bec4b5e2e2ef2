/**
 * The "Every route" table of docs/routes.md, made from the route table
 * (src/pages/routes.ts) so the doc cannot drift from it: `npm run docs:routes` writes it,
 * and tests/unit/routes-doc.test.ts fails while the doc holds another.
 */
import { paths } from "../src/lib/paths.ts";
import { localesOf, localizedRoute } from "../src/pages/route-locale.ts";
import { routeTable } from "../src/pages/routes.ts";

export const BEGIN = "<!-- routes:begin (npm run docs:routes) -->";
export const END = "<!-- routes:end -->";

const code = (s: string) => `\`${s}\``;

/** One row per entry, in the table's order (the order the worker registers them). */
export function routesTable(): string {
  const rows = routeTable.map((r) => {
    const seo = typeof r.seo === "function" ? "from its params" : r.seo === null ? "none" : code(r.seo);
    return [
      code(r.path),
      code(r.id),
      localizedRoute(r, "en").heading,
      seo,
      r.canonical && r.canonical !== r.id ? code(paths[r.canonical]) : "",
      r.parent ? code(paths[r.parent]) : "",
      r.form ?? "",
      // "every language": a language added to the registry changes no row.
      r.englishOnly ? localesOf(r).join(", ") : "every language",
    ].join(" | ");
  });
  return ["| route | id | English heading | SEO page value | canonical | parent | form | languages |", "|---|---|---|---|---|---|---|---|", ...rows.map((row) => `| ${row} |`)].join("\n");
}

/** The doc with its generated section replaced. */
export function withRoutesTable(doc: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/routes.md: the markers ${BEGIN} … ${END} are missing`);
  return `${doc.slice(0, start + BEGIN.length)}\n${routesTable()}\n${doc.slice(end)}`;
}
