/**
 * The layering of the code, checked by `npm run check:layers` (part of `npm test`).
 * Lowest first; a folder may import its own and any lower one:
 *   src/lib                pure helpers and the types they work on; never imports content
 *   src/content            the texts' loader, their neutral structure and shapes (may use lib);
 *                          the catalogues themselves are src/locales/<code>/*.json
 *   src/forms              schemas and messages shared by islands and the worker
 *   src/components         server-rendered building blocks, no island
 *   src/tools              the jeweller tools, a folder each (src/tools/<id>/: definition,
 *                          parsing and arithmetic, view, fields), and their registry
 *   src/islands            what hydrates: <Island>, the registry, the runtime
 *   src/layout             the document, header, footer, dialogs (use islands)
 *   src/pages              one module per route, and the route table
 *   src/client.ts, src/monitoring   the browser entry
 *   worker/                renders src/; src/ never imports worker/
 */
const layers = [
  ["^src/lib/"],
  ["^src/content/"],
  ["^src/forms/"],
  ["^src/components/"],
  ["^src/tools/"],
  ["^src/islands/"],
  ["^src/layout/"],
  ["^src/pages/"],
  ["^src/client\\.ts$", "^src/monitoring/"],
  ["^worker/"],
];

/** For each layer, what it may not import: every layer above it. */
const upward = layers.slice(0, -1).map((from, i) => ({
  name: `layer-${i}-imports-upward`,
  comment: `${from.join(" or ")} may only import its own layer and lower ones`,
  severity: "error",
  from: { path: from },
  to: { path: layers.slice(i + 1).flat() },
}));

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    ...upward,
    {
      name: "no-dictionaries-in-the-browser",
      comment:
        "islands and the browser entry get their texts as props: the catalogues, the content they fill and the forms' texts stay on the server (issue 17, docs/i18n.md); the content model (src/content/model/: shapes, neutral helpers) may be imported, and the tutorial library's English titles are the one catalogue an island carries (src/content/model/tutorials.ts)",
      severity: "error",
      from: { path: "^src/(islands|client\\.ts|monitoring)" },
      to: { path: "^src/(content/index\\.ts|content/data/(?!tutorials\\.json)|locales/(?!en/tutorials\\.json)|forms/texts\\.ts|components/locale\\.tsx|lib/format\\.ts)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
