import { IconButton } from "../components/icon-button.tsx";
import { MessageCircle, Send, X } from "../components/icons.ts";
import type { ChatTexts } from "../content/model/layout.ts";

export type ChatWidgetProps = {
  /** WhatsApp number, digits only with country code (e.g. 919876543210). */
  whatsapp: string;
  company: string;
  /** Every label the chat shows, in the page's language (chatTexts). */
  texts: ChatTexts;
};

const PANEL_ID = "chat-panel";

/**
 * Floating chat (SPEC "Floating chat"), server-rendered. The panel is a native
 * popover, so "Chat now" and the cross need no script; without JavaScript the form
 * itself opens WhatsApp in a new tab. chat-widget.client.ts adds the rest.
 */
export default function ChatWidget({ whatsapp, company, texts }: ChatWidgetProps) {
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className="chat-button fixed bottom-5 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-whatsapp px-5 py-3 text-sm font-semibold text-white shadow-lg hover:brightness-110"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {texts.open}
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby="chat-panel-title"
        className="chat-panel fixed w-[360px] max-w-[90vw] flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white p-0 shadow-2xl"
      >
        <div className="flex shrink-0 items-center justify-between bg-whatsapp px-4 py-3 text-white">
          <p id="chat-panel-title" className="font-semibold">
            {company}
          </p>
          <IconButton
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            label={texts.close}
            icon={X}
            iconClassName="size-5"
            className="flex size-8 items-center justify-center rounded-full hover:bg-white/20"
          />
        </div>
        <ul className="flex min-h-0 flex-1 flex-col items-start gap-2 overflow-y-auto bg-brand-50 p-4" aria-label={texts.messages}>
          {texts.greetings.map((g) => (
            <li key={g} className="rounded-2xl rounded-tl-sm bg-white px-4 py-2 text-sm shadow-sm">
              {g}
            </li>
          ))}
        </ul>
        <form
          action={`https://wa.me/${whatsapp}`}
          method="get"
          target="_blank"
          className="flex shrink-0 items-center gap-2 border-t border-brand-100 p-3"
        >
          <label htmlFor="chat-text" className="sr-only">
            {texts.inputLabel}
          </label>
          <input
            id="chat-text"
            name="text"
            type="text"
            autoComplete="off"
            // Before the script (or without JavaScript) the browser keeps a blank
            // message from being sent; the script then ignores blanks silently.
            required
            pattern=".*\S.*"
            title={texts.inputHint}
            placeholder={texts.placeholder}
            className="min-w-0 flex-1 rounded-full border border-ink-soft/40 px-4 py-2 text-sm focus:border-whatsapp"
          />
          <IconButton
            type="submit"
            label={texts.send}
            icon={Send}
            iconClassName="size-4"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-whatsapp text-white hover:brightness-110"
          />
        </form>
      </div>
    </>
  );
}
