/**
 * Registers the tools' service worker (docs/offline.md) once the page has loaded and
 * gone idle (the island's strategy): a tool page visited once then opens and computes
 * with no connection. Nothing here shows: a browser without service workers, or one
 * that refuses them (private windows, blocked by policy), keeps the page as it is.
 *
 * Then, unless the connection asks for less data (Save-Data), it asks the worker to keep
 * every other tool of the page's language: about 30 KB each on the wire, one at a time,
 * now that the page is idle (issue 38, item 2).
 *
 * A page the worker answered from its copy (`<html data-offline>`) is the bare page, at
 * an address that may carry a link's figures: the tool starts at once (not on the first
 * touch) so that it fills them in and works them out (./tool-form-fill.ts).
 */
export function mount(_el: HTMLElement, { script, scope }: { script: string; scope: string }) {
  if (document.documentElement.hasAttribute("data-offline")) document.querySelector('[data-island="tool-form"]')?.dispatchEvent(new Event("zevar:held"));
  const sw = navigator.serviceWorker;
  if (!sw) return;
  sw.register(script, { scope }).then(
    async () => {
      if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
      (await sw.ready).active?.postMessage("keep");
    },
    () => {},
  );
}
