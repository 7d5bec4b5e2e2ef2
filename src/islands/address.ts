/**
 * An island that rewrites the address (a tool's figures, a tutorial filter) also moves
 * the language links that keep the query (`a[data-keep-query]`, src/layout/header.tsx),
 * so the other language opens on the same work (issue 23 item 8). Done here, in the
 * islands' own lazy code, rather than by a listener in the first-load runtime.
 */
export function replaceAddress(url: string, mode: "push" | "replace" = "replace") {
  if (mode === "push") history.pushState(null, "", url);
  else history.replaceState(history.state, "", url);
  followAddress();
}

/** Gives every query-keeping language link the address's query as it is now (also after Back). */
export function followAddress() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-keep-query]")) link.search = location.search;
}
