/**
 * The rate board's form with script (loaded by the tool island with the tool's view,
 * src/tools/types.ts `enhance`): the board's links and QR code follow the form's link as
 * it changes (the QR encoder loads then), typing the 24K rate fills in 22K and 18K where
 * the jeweller has not typed his own, and the images are drawn from the board the server
 * makes of the link.
 */
import { latinDigits } from "../../lib/digits.ts";
import type { BoardData } from "./board-data.ts";
import { boardLink, fromRate24 } from "./compute.ts";

export function enhance(root: HTMLElement, form: HTMLFormElement) {
  const panel = root.querySelector<HTMLElement>("[data-board-panel]");
  const status = panel?.querySelector<HTMLElement>("[data-board-status]");
  const qr = panel?.querySelector<SVGSVGElement>("svg[data-board-qr]");
  if (!panel || !status) return;
  let board = panel.querySelector<HTMLAnchorElement>("a[data-board-link]")?.href ?? "";
  const failed = status.dataset.failed ?? "";
  // What the image drew is kept beside what is said, for the tests to read back.
  const say = (text: string, drawn?: unknown) => {
    status.textContent = text;
    if (drawn) status.dataset.cardTexts = JSON.stringify(drawn);
  };

  let redraw: ReturnType<typeof setTimeout> | undefined;
  root.addEventListener("tool-link", (event) => {
    const url = new URL((event as CustomEvent<string>).detail);
    const next = boardLink(url.origin + url.pathname, url.searchParams);
    if (next === board) return;
    board = next;
    for (const a of panel.querySelectorAll<HTMLAnchorElement>("a[data-board-link]")) a.href = board + a.dataset.boardLink;
    clearTimeout(redraw);
    redraw = setTimeout(() => {
      void import("./qr.ts").then(({ qrPath }) => {
        const { size, d } = qrPath(board);
        qr?.setAttribute("viewBox", `0 0 ${size} ${size}`);
        qr?.querySelector("path")?.setAttribute("d", d);
      });
    }, 400);
  });

  // 22K and 18K from 24K, until the jeweller types his own (a field still holding what was filled in is filled again).
  const filled = new Map<string, string>();
  const fill = (input: HTMLInputElement) => {
    const rate = Number(latinDigits(input.value).replace(/,/g, "").trim());
    for (const [name, fineness] of [["g22", 916], ["g18", 750]] as const) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (!field || (field.value !== "" && field.value !== filled.get(name))) continue;
      const value = rate > 0 && Number.isFinite(rate) ? String(fromRate24(rate, fineness)) : "";
      filled.set(name, value);
      field.value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
  form.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === "g24") fill(input);
  });
  // A 24K rate typed before this code arrived (not the link's own) fills in the others now, where still empty.
  const g24 = form.elements.namedItem("g24") as HTMLInputElement | null;
  if (g24 && g24.value.trim() && g24.value !== g24.defaultValue) fill(g24);

  panel.addEventListener("click", (event) => {
    const kind = (event.target as Element).closest<HTMLElement>("[data-board-card]")?.dataset.boardCard;
    if (kind !== "status" && kind !== "post") return;
    void (async () => {
      try {
        // From this site, whatever host the shared link names (the site's public address).
        const { pathname, search } = new URL(board);
        const html = await (await fetch(pathname + search)).text();
        // The board is the tool island's screen (src/islands/tool-form.tsx): its props hold the board's data.
        const props = new DOMParser().parseFromString(html, "text/html").querySelector<HTMLElement>('[data-island="tool-form"]')?.dataset.props;
        const data = props ? (JSON.parse(props) as { screen?: { data?: BoardData } }).screen?.data : undefined;
        if (!data) throw new Error("no board");
        const { makeCard } = await import("./card.ts");
        await makeCard(data, kind, say, { made: status.dataset.made ?? "", cardFailed: failed });
      } catch {
        say(failed);
      }
    })();
  });
}
