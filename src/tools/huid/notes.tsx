/** What the HUID checker's page says below the tool: a hallmark's three marks, the BIS grades and what an invoice must show. */
import { Bullets, TitledSection } from "../../components/titled.tsx";
import { useContent } from "../../components/locale.tsx";
import { GOLD_GRADES, gradeName, SILVER_GRADES } from "../purity/compute.ts";

function Grades({ name, grades, tone }: { name: string; grades: string[]; tone: string }) {
  return (
    <>
      <p className="mt-3 font-semibold text-ink">{name}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {grades.map((g) => (
          <li key={g} className={`rounded-full px-3 py-1 text-sm font-semibold text-brand-900 ${tone}`}>
            {g}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The three marks, the grades and what an invoice must show, in the page's language. */
export function HallmarkNotes() {
  const { hallmarkText } = useContent().hallmark;
  return (
    <div className="mt-12 grid max-w-5xl gap-10 lg:grid-cols-2">
      <TitledSection id="hallmark-marks" title={hallmarkText.marksTitle}>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-soft">
          {hallmarkText.marks.map((m) => (
            <li key={m.name}>
              <strong className="text-ink">{m.name}</strong> — {m.text}
            </li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection id="hallmark-grades" title={hallmarkText.gradesTitle}>
        <Grades name={hallmarkText.gold} grades={GOLD_GRADES.map(gradeName)} tone="bg-gold-100" />
        <Grades name={hallmarkText.silver} grades={SILVER_GRADES.map(String)} tone="bg-brand-50" />
        <p className="mt-3 text-sm text-ink-soft">{hallmarkText.silverNote}</p>
      </TitledSection>
      <TitledSection id="hallmark-invoice" title={hallmarkText.invoiceTitle} className="lg:col-span-2">
        {/* What BIS requires, apart from good practice (docs/tools.md, "Hallmark and HUID"). */}
        <h3 className="mt-3 font-semibold text-ink">{hallmarkText.requiredTitle}</h3>
        <Bullets items={hallmarkText.required} className="mt-2 space-y-1" />
        <h3 className="mt-4 font-semibold text-ink">{hallmarkText.practiceTitle}</h3>
        <Bullets items={hallmarkText.practice} className="mt-2 space-y-1" />
      </TitledSection>
    </div>
  );
}
