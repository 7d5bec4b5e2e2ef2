/**
 * Registers the tools' service worker (docs/offline.md) once the page has loaded and
 * gone idle (the island's strategy): a tool page visited once then opens and computes
 * with no connection. Nothing here shows: a browser without service workers, or one
 * that refuses them (private windows, blocked by policy), keeps the page as it is.
 */
export function mount(_el: HTMLElement, { script, scope }: { script: string; scope: string }) {
  navigator.serviceWorker?.register(script, { scope }).catch(() => {});
}
