/**
 * Where every page of the site lives: its path pattern (Hono's syntax), by name (a
 * jeweller tool's page is named in its own folder, src/tools/<id>/index.ts). The route
 * table (src/pages/routes.ts) gives each path its page; links anywhere — content,
 * components, pages, the worker — are built with `pathOf`, so a renamed path is one
 * edit here and a mistyped name or a missing parameter fails the type check.
 */
export const paths = {
  home: "/",
  versions: "/versions",
  retail: "/retail",
  wholesale: "/wholesale",
  manufacturing: "/manufacturing",
  moneyLending: "/money-lending",
  download: "/download",
  features: "/features",
  tutorial: "/tutorial",
  blogs: "/blogs",
  karigarGuide: "/blog/karigar-management-guide",
  digitalTransformation: "/blog/digital-transformation-jewellery-business",
  blog: "/blog/:id",
  whatsNew: "/what'snew",
  contact: "/contactus",
  about: "/aboutus",
  faqs: "/faqs",
  associates: "/associates",
  dealers: "/dealers",
  associate: "/associate/:slug",
  landing: "/zevarsoftware",
  privacy: "/privacy-policy",
  refund: "/refund-policy",
  terms: "/terms-conditions",
  tools: "/tools",
} as const;

export type PathName = keyof typeof paths;
export type RoutePath = (typeof paths)[PathName];

/** The parameter names of a path pattern: "/blog/:id" → "id". */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<N extends PathName> = Record<ParamsOf<(typeof paths)[N]>, string>;

/**
 * The URL path of a named page, its parameters filled in and encoded:
 * `pathOf("blog", { id: "a b" })` → "/blog/a%20b", `pathOf("faqs")` → "/faqs".
 */
export function pathOf<N extends PathName>(
  name: N,
  ...[params]: ParamsOf<(typeof paths)[N]> extends never ? [] : [PathParams<N>]
): string {
  return fillPath(paths[name], params ?? {});
}

/** A path pattern with its parameters filled in, each encoded ("/blog/:id" → "/blog/7"). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}
