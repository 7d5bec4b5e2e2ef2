import { IconButton } from "../components/icon-button.tsx";
import { Play, X } from "../components/icons.ts";

export type VideoModalProps = {
  id: string;
  watchUrl: string;
  title: string;
  label: string;
  /** The dialog's close button, in the page's language (videoTexts.close). */
  closeLabel: string;
};

/**
 * A button and a dialog for one video (SPEC "Home": the video modal component). The
 * dialog opens without script (invoker command); video-modal.client.ts puts the
 * player in only when it opens and takes it out when it closes, so nothing is
 * fetched from the video platform until the visitor asks.
 */
export default function VideoModal({ id, title, label, closeLabel }: VideoModalProps) {
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={id}
        className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Play className="size-4" aria-hidden="true" /> {label}
      </button>
      <dialog id={id} aria-label={title} closedby="any" className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl bg-black p-0 backdrop:bg-ink/80">
        <div className="flex justify-end p-2">
          <IconButton
            command="close"
            commandfor={id}
            label={closeLabel}
            icon={X}
            iconClassName="size-5"
            className="flex size-9 items-center justify-center rounded-full text-white hover:bg-white/20"
          />
        </div>
        <div data-video-frame className="aspect-video w-full" />
      </dialog>
    </>
  );
}
