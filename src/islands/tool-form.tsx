/**
 * A jeweller tool: its GET form (works without JavaScript: the server renders the
 * result of the query string), the result, and Share / Copy link / Print. A plain
 * island: tool-form.client.ts recomputes the same view while the visitor types.
 */
import type { ToolId } from "../content/model/tools.ts";
import { fill } from "../lib/template.ts";
import { canonicalOf } from "../tools/canonical.ts";
import { ResultPanel } from "../tools/fields.tsx";
import { toolById } from "../tools/index.ts";
import { inputLines, inputsHtml, printedDate } from "../tools/inputs.ts";
import { shareLink, whatsappHref } from "../tools/share.ts";
import { slipHead, toolView } from "../tools/shop.ts";
import type { ToolStrings } from "../tools/strings.ts";

export type ToolFormProps = {
  tool: ToolId;
  /** The query string the page was asked with. */
  query: string;
  /** The tool page's absolute URL, without a query (shared links start with it). */
  url: string;
  /** The tool's words and messages in the page's language (toolStrings). */
  t: ToolStrings;
  /** The site's name, at the head of the printed slip. */
  site: string;
};

/** A tool's screen of its own (src/tools/types.ts `Screen`): its id, and the JSON its screen is drawn from. */
export type ToolScreenProps = { tool: ToolId; screen: Record<string, unknown> };

/** The tool island's markup: its form and result, or its screen. */
export default function ToolIsland(props: ToolFormProps | ToolScreenProps) {
  if (!("screen" in props)) return <ToolForm {...props} />;
  const Screen = toolById[props.tool].Screen;
  return Screen ? <Screen.Component screen={props.screen as never} /> : null;
}

function ToolForm({ tool, query, url, t: strings, site }: ToolFormProps) {
  const t = strings.form;
  // The tool's own parts come from its definition (src/tools/<id>/index.ts): no branch per tool here.
  const def = toolById[tool];
  const params = canonicalOf(def.logic, new URLSearchParams(query));
  const view = toolView(def.logic, params, strings);
  const link = shareLink(url, params);
  // Without script every message is shown (the server's answer to Calculate).
  const marked = Object.entries(view.errors).map(([id, message]) => ({ id, message }));
  const doc = Boolean(def.logic.document);
  const entered = (
    <>
      <h2 className={doc ? "mt-3 font-bold" : "mt-3 text-lg font-bold"}>{t.entered}</h2>
      <dl data-tool-inputs className="mt-1" dangerouslySetInnerHTML={{ __html: inputsHtml(inputLines(def.logic, params, strings)) }} />
    </>
  );
  return (
    <div className="grid gap-8 lg:grid-cols-2 print:block">
      {/* #result: the answer page, sent without script, opens at the result (issue 23, item 2). */}
      <form method="get" action={`${new URL(url).pathname}#result`} data-tool={tool} noValidate className="group/tool flex min-w-0 flex-col gap-3 print:hidden">
        <def.Fields params={params} view={view} s={strings} />
        <button type="submit" className="mt-2 self-start rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
          {def.submit?.(strings) ?? t.calculate}
        </button>
      </form>
      {/* min-w-0: a grid item is otherwise as wide as its widest content (the Girvi account), and so is the page. */}
      <div className="flex min-w-0 flex-col gap-4">
        {/* Printed only: the site, the date and what was entered, above the result (issue 23, item 7); the island keeps it in step.
            A shop's own document (the estimate) prints the shop, the customer and the date above the result, what was
            entered after it, and the site in one small line at the foot (issue 38, item 6). */}
        <div className="hidden text-sm print:block">
          {/* A receipt (the Girvi calculator's) or a document heads with the shop's details, kept in step by the island. */}
          {def.logic.receipt || doc ? <div data-tool-shop className="mb-3 empty:hidden" dangerouslySetInnerHTML={{ __html: slipHead(def.logic, params, strings) }} /> : null}
          <p>
            {doc ? null : `${site} · ${new URL(url).host} · `}
            <span data-tool-printed>{fill(t.printedOn, { date: printedDate(t.locale, new Date(), "Asia/Kolkata") })}</span>
          </p>
          {doc ? null : entered}
        </div>
        <ResultPanel view={view} heading={t.result} words={t} marked={marked} />
        {/* Shown by the island when the result was worked out in a page kept for offline use (docs/offline.md). */}
        <p data-tool-offline hidden className="text-sm text-ink-soft print:hidden">
          {t.offline}
        </p>
        {doc ? (
          <div data-tool-document className="hidden text-xs print:block">
            {entered}
            <p data-tool-credit className="mt-4 border-t border-ink-soft/40 pt-1 text-[0.625rem]">
              {site} · {new URL(url).host}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <a data-tool-share href={whatsappHref(view.share ?? view.summary, link)} target="_blank" rel="noopener noreferrer" className="rounded-full bg-whatsapp px-5 py-2 font-semibold text-white">
            {t.share}
          </a>
          {/* Copy and Print need script: hidden without it. With it they work from the first
              tap, before the island is alive (the tap is held and replayed). */}
          <button type="button" data-tool-copy className="rounded-full [@media(scripting:none)]:invisible border border-brand-700 px-5 py-2 font-semibold text-brand-800">
            {t.copy}
          </button>
          <button type="button" data-tool-print className="rounded-full [@media(scripting:none)]:invisible border border-brand-700 px-5 py-2 font-semibold text-brand-800">
            {t.print}
          </button>
          <span data-tool-status role="status" className="text-sm text-ink-soft" />
        </div>
        {def.Extra ? <def.Extra params={params} view={view} s={strings} url={url} /> : null}
      </div>
    </div>
  );
}
