import { DEMO_DIALOG_ID } from "../components/demo-trigger.tsx";
import { IconButton } from "../components/icon-button.tsx";
import { X } from "../components/icons.ts";
import { useFormTexts, useHref, useLocale } from "../components/locale.tsx";
import { DemoFormIsland } from "../islands/index.ts";
import { demoFormTextsFor } from "../forms/texts.ts";

/**
 * The demo-request modal (SPEC "Demo-request modal"): a native <dialog>, so focus moves
 * into it, Escape closes it and focus returns to the button that opened it. The form
 * comes first in the DOM so that it, not the cross, takes the focus. It speaks the
 * page's language and posts to `action` in that language: the route that answers the demo
 * form (the route table's `form`: /zevarsoftware, /hi/zevarsoftware), which answers a
 * plain post in it.
 */
export function DemoDialog({ action }: { action: string }) {
  const { demo } = useFormTexts();
  const locale = useLocale();
  const href = useHref();
  return (
    <dialog
      id={DEMO_DIALOG_ID}
      aria-labelledby="demo-dialog-title"
      closedby="any"
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink/60"
    >
      {/* The dialog scrolls as a whole on a small screen (320 × 640: issue 23 item 6);
          the cross is drawn first and sticks to the top while the form scrolls under it. */}
      <div className="flex flex-col p-6 sm:p-8">
        <h2 id="demo-dialog-title" className="pr-10 text-2xl font-bold text-brand-800">
          {demo.dialogTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{demo.dialogIntro}</p>
        <div className="mt-5">
          <DemoFormIsland action={href(action)} texts={demoFormTextsFor(locale)} idPrefix="modal" />
        </div>
        <IconButton
          command="close"
          commandfor={DEMO_DIALOG_ID}
          label={demo.close}
          icon={X}
          iconClassName="size-5"
          className="sticky top-3 z-10 order-first -mr-2 -mt-2 -mb-7 flex size-9 shrink-0 items-center justify-center self-end rounded-full bg-white text-ink-soft hover:bg-brand-50 hover:text-brand-800"
        />
      </div>
    </dialog>
  );
}
