import { embedUrl } from "../lib/video.ts";
import type { VideoModalProps } from "./video-modal.tsx";

/** Player in on open, out on close (a closed dialog must not keep playing). */
export function mount(el: HTMLElement, { id, watchUrl, title }: VideoModalProps) {
  const dialog = el.querySelector<HTMLDialogElement>(`dialog#${CSS.escape(id)}`);
  const frame = dialog?.querySelector<HTMLElement>("[data-video-frame]");
  const src = embedUrl(watchUrl);
  if (!dialog || !frame || !src) throw new Error(`video modal ${id}: missing markup or not a video link`);
  dialog.addEventListener("toggle", () => {
    if (dialog.open && !frame.firstChild) {
      const iframe = document.createElement("iframe");
      iframe.src = src;
      iframe.title = title;
      iframe.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
      iframe.className = "h-full w-full border-0";
      frame.appendChild(iframe);
    } else if (!dialog.open) {
      frame.replaceChildren();
    }
  });
}
