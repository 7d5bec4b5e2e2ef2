import { Accordion } from "../components/accordion.tsx";
import { DemoTrigger } from "../components/demo-trigger.tsx";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent } from "../components/locale.tsx";
import { definePage } from "./types.ts";

function Faqs({ heading }: { heading: string }) {
  const { faqs: faqTexts, ui } = useContent();
  const { faqs, faqsTexts } = faqTexts;
  const { uiTexts } = ui;
  return (
    <>
      <PageHeading title={heading} lead={faqsTexts.lead} />
      <div className="mx-auto max-w-4xl px-4">
        <Accordion name="faqs" items={faqs} />
        <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-brand-800">{faqsTexts.stillAsking}</p>
          <DemoTrigger className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">{uiTexts.getFreeDemo}</DemoTrigger>
        </div>
      </div>
    </>
  );
}

/** /faqs (SPEC "FAQs"): 17 questions, one open at a time. */
export const faqsPage = definePage<undefined>({
  Component: ({ route }) => <Faqs heading={route.heading} />,
});
