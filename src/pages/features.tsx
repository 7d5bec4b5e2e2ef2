import { DemoTrigger } from "../components/demo-trigger.tsx";
import { CardGrid } from "../components/icon-card.tsx";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent } from "../components/locale.tsx";
import { definePage } from "./types.ts";

function Features({ heading }: { heading: string }) {
  const { features: featureTexts, ui } = useContent();
  const { features, featuresTexts } = featureTexts;
  const { uiTexts } = ui;
  const cards = features.map((f) => ({ icon: f.icon, title: f.title, text: f.description }));
  return (
    <>
      <PageHeading title={heading} lead={featuresTexts.lead} />
      <div className="mx-auto max-w-7xl px-4">
        <CardGrid items={cards} look="tile" heading="h2" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" />
        <div className="mt-10 text-center">
          <DemoTrigger className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">{uiTexts.getFreeDemo}</DemoTrigger>
        </div>
      </div>
    </>
  );
}

/** /features (SPEC "Features"): 34 cards. */
export const featuresPage = definePage<undefined>({
  Component: ({ route }) => <Features heading={route.heading} />,
});
