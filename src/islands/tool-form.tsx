/**
 * A jeweller tool: its GET form (works without JavaScript: the server renders the
 * result of the query string), the result, and Share / Copy link / Print. A plain
 * island: tool-form.client.ts recomputes the same view while the visitor types.
 */
import type { ToolId, ToolLabels } from "../content/tools.ts";
import { Check, Choice, FieldGrid, ResultPanel, TextField } from "../components/tool-fields.tsx";
import { canonicalQuery, own, toolViews, type ToolStrings } from "../tools/index.ts";
import { GIRVI_METHODS, DAY_COUNTS, MAX_PAYMENTS } from "../tools/girvi.ts";
import { GST_MODES, MAKING_TYPES } from "../tools/gst.ts";
import { inputLines, inputsHtml, printedDate } from "../tools/inputs.ts";
import { shareLink, whatsappHref } from "../tools/share.ts";
import { fill } from "../lib/template.ts";
import type { ToolView } from "../tools/view.ts";

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

type Values = { get: (name: string) => string; view: ToolView };

function GstFields({ get, view, g }: Values & { g: ToolLabels["gst"] }) {
  const e = view.errors;
  // A bill for work (job work, own gold) counts no stones, wastage or old gold, and no
  // rate when making is per gram (countedFields, src/tools/gst.ts): those fields are
  // hidden by CSS as soon as the choice changes, with or without script.
  const retailOnly = "group-has-[[name=mode]:not([value=retail]):checked]/gst:hidden";
  const noRate = "group-has-[[name=mode]:not([value=retail]):checked]/gst:group-has-[[name=makingType][value=perGram]:checked]/gst:hidden";
  return (
    <div className="group/gst flex flex-col gap-3">
      <Choice
        name="mode"
        legend={g.mode}
        value={GST_MODES.find((m) => m === get("mode")) ?? "retail"}
        options={[{ value: "retail", label: g.retail }, { value: "jobwork", label: g.jobwork }, { value: "ownGold", label: g.ownGold }]}
        hint={g.modeHint}
      />
      <FieldGrid>
        <TextField name="weight" label={g.weight} value={get("weight")} error={e.weight} />
        <TextField name="rate" label={g.rate} value={get("rate")} error={e.rate} hint={g.rateHint} className={noRate} />
        <TextField name="making" label={g.making} value={get("making")} error={e.making} />
        <Choice name="makingType" legend={g.making} value={MAKING_TYPES.find((m) => m === get("makingType")) ?? "percent"} options={[{ value: "percent", label: g.makingPercent }, { value: "perGram", label: g.makingPerGram }]} />
        <TextField name="wastage" label={g.wastage} value={get("wastage")} error={e.wastage} className={retailOnly} />
        <TextField name="stones" label={g.stones} value={get("stones")} error={e.stones} className={retailOnly} />
        <TextField name="oldGold" label={g.oldGold} value={get("oldGold")} error={e.oldGold} className={retailOnly} />
      </FieldGrid>
      <Check name="interstate" label={g.interstate} checked={get("interstate") === "1"} hint={g.interstateHint} />
    </div>
  );
}

function GirviFields({ get, view, g, payments }: Values & { g: ToolLabels["girvi"]; payments: { date: string; amount: string }[] }) {
  const e = view.errors;
  // The payments given, then one empty row to add another (without JavaScript, too).
  // At most MAX_PAYMENTS rows, however many a link holds (the last says when there were more).
  const rows = payments.length < MAX_PAYMENTS ? [...payments, { date: "", amount: "" }] : payments.slice(0, MAX_PAYMENTS);
  return (
    <>
      <FieldGrid>
        <TextField name="principal" label={g.principal} value={get("principal")} error={e.principal} />
        <TextField name="rate" label={g.rate} value={get("rate")} error={e.rate} hint={g.rateHint} />
        <TextField name="from" type="date" label={g.from} value={get("from")} error={e.from} />
        <TextField name="to" type="date" label={g.to} value={get("to")} error={e.to} />
      </FieldGrid>
      <Choice name="method" legend={g.method} value={GIRVI_METHODS.find((m) => m === get("method")) ?? "simple"} options={[{ value: "simple", label: g.simple }, { value: "compound", label: g.compound }]} />
      <FieldGrid>
        <TextField name="every" label={g.every} value={get("every")} error={e.every} inputMode="numeric" />
        <TextField name="minMonths" label={g.minMonths} value={get("minMonths")} error={e.minMonths} inputMode="numeric" />
      </FieldGrid>
      <Choice name="days" legend={g.days} value={DAY_COUNTS.find((d) => d === get("days")) ?? "30"} options={[{ value: "30", label: g.days30 }, { value: "calendar", label: g.calendar }]} />
      <fieldset className="mt-2 min-w-0" data-payments>
        <legend className="text-sm font-medium text-ink">{g.payments}</legend>
        {rows.map((p, i) => (
          <div key={i} data-payment className="grid grid-cols-2 gap-x-4">
            <TextField id={`paid-${i}`} name="paidDate" type="date" label={g.paymentDate} value={p.date} error={e[`paid-${i}`]} />
            <TextField id={`paid-${i}-amount`} name="paidAmount" label={g.paymentAmount} value={p.amount} />
          </div>
        ))}
      </fieldset>
    </>
  );
}

function PurityFields({ get, view, p }: Values & { p: ToolLabels["purity"] }) {
  const given = (["karat", "fineness", "percent"] as const).find((k) => get(k) !== "") ?? "karat";
  return (
    <>
      <Choice name="given" legend={p.givenAs} value={given} options={[{ value: "karat", label: p.karat }, { value: "fineness", label: p.fineness }, { value: "percent", label: p.percent }]} />
      <FieldGrid>
        <TextField name="purity" label={p.purity} value={get(given)} error={view.errors.purity} />
        <TextField name="weight" label={p.weight} value={get("weight")} error={view.errors.weight} />
        <TextField name="rate24" label={p.rate24} value={get("rate24")} error={view.errors.rate24} />
      </FieldGrid>
    </>
  );
}

function HuidFields({ get, view, h }: Values & { h: ToolLabels["huid"] }) {
  return <TextField name="huid" label={h.huid} value={get("huid")} error={view.errors.huid} hint={h.hint} inputMode="text" />;
}

export default function ToolForm({ tool, query, url, t: strings, site }: ToolFormProps) {
  const t = strings.form;
  const params = canonicalQuery(new URLSearchParams(query));
  const view = toolViews[tool](params, strings);
  const get = (name: string) => params.get(name) ?? "";
  const payments = params.getAll("paid").map((p) => {
    const [date = "", amount = ""] = p.split(":");
    return { date, amount };
  });
  const values = { get, view };
  const labels = strings.labels;
  const link = shareLink(url, params);
  // Without script every message is shown (the server's answer to Calculate).
  const marked = Object.entries(view.errors).map(([id, message]) => ({ id, message }));
  return (
    <div className="grid gap-8 lg:grid-cols-2 print:block">
      {/* #result: the answer page, sent without script, opens at the result (issue 23, item 2). */}
      <form method="get" action={`${new URL(url).pathname}#result`} data-tool={tool} noValidate className="flex min-w-0 flex-col gap-3 print:hidden">
        {tool === "gst" ? (
          <GstFields {...values} g={own(labels.gst, tool)} />
        ) : tool === "girvi" ? (
          <GirviFields {...values} g={own(labels.girvi, tool)} payments={payments} />
        ) : tool === "purity" ? (
          <PurityFields {...values} p={own(labels.purity, tool)} />
        ) : (
          <HuidFields {...values} h={own(labels.huid, tool)} />
        )}
        <button type="submit" className="mt-2 self-start rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
          {tool === "huid" ? own(labels.huid, tool).check : t.calculate}
        </button>
      </form>
      {/* min-w-0: a grid item is otherwise as wide as its widest content (the Girvi account), and so is the page. */}
      <div className="flex min-w-0 flex-col gap-4">
        {/* Printed only: the site, the date and what was entered, above the result (issue 23, item 7); the island keeps it in step. */}
        <div className="hidden text-sm print:block">
          <p>
            {site} · {new URL(url).host} · <span data-tool-printed>{fill(t.printedOn, { date: printedDate(t.locale, new Date(), "Asia/Kolkata") })}</span>
          </p>
          <h2 className="mt-3 text-lg font-bold">{t.entered}</h2>
          <dl data-tool-inputs className="mt-1" dangerouslySetInnerHTML={{ __html: inputsHtml(inputLines(tool, params, strings)) }} />
        </div>
        <ResultPanel view={view} heading={t.result} words={t} marked={marked} />
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <a data-tool-share href={whatsappHref(view.summary, link)} target="_blank" rel="noopener noreferrer" className="rounded-full bg-whatsapp px-5 py-2 font-semibold text-white">
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
      </div>
    </div>
  );
}
