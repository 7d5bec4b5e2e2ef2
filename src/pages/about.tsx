import { CardGrid, IconCard } from "../components/icon-card.tsx";
import { GemSceneIsland, VideoModalIsland } from "../islands/index.ts";
import { Section } from "../components/section.tsx";
import { useContent } from "../components/locale.tsx";
import { definePage } from "./types.ts";

function Initials({ text }: { text: string }) {
  return (
    <svg viewBox="0 0 80 80" width="80" height="80" aria-hidden="true" className="size-20">
      <circle cx="40" cy="40" r="40" fill="#fbf4f5" stroke="#c99a2e" strokeWidth="2" />
      <text x="40" y="48" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="24" fontWeight="700" fill="#7a1f2e">
        {text}
      </text>
    </svg>
  );
}

function About({ heading }: { heading: string }) {
  const { about, sections: sectionTexts, ui } = useContent();
  const { aboutTexts, journey, mission, stats, storyVideo, team, vision, whoWeAre, whyChooseUs } = about;
  const { sections } = sectionTexts;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-4 py-14 md:flex-row md:justify-between">
          <div className="max-w-2xl">
            <h1 className="text-4xl font-extrabold tracking-tight">{heading}</h1>
            <p className="mt-4 text-lg text-brand-100">{aboutTexts.lead}</p>
          </div>
          <GemSceneIsland label={aboutTexts.gemLabel} motion={aboutTexts.pauseGem} />
        </div>
      </section>

      <Section id="who" title={whoWeAre.title}>
        <div className="mt-4 max-w-3xl space-y-4 text-lg text-ink-soft">
          {whoWeAre.text.map((p) => (
            <p key={p.slice(0, 20)}>{p}</p>
          ))}
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col rounded-2xl bg-brand-50 p-6 text-center">
              <dt className="text-sm font-medium text-ink-soft">{s.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="journey" {...sections.about.journey}>
        <div className="mt-6">
          <VideoModalIsland
            id="story-video"
            watchUrl={storyVideo}
            title={aboutTexts.storyTitle}
            label={aboutTexts.storyButton}
            closeLabel={ui.videoTexts.close}
          />
        </div>
        <ol className="mt-8 space-y-6 border-l-2 border-gold-400 pl-6">
          {journey.map((j) => (
            <li key={j.year}>
              <p className="text-lg font-bold text-brand-700">{j.year}</p>
              <p className="text-ink-soft">{j.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-2">
        <IconCard as="section" heading="h2" headingId="mission-title" icon="target" title={aboutTexts.missionTitle} text={mission} look="panel" tone="tinted" />
        <IconCard as="section" heading="h2" headingId="vision-title" icon="eye" title={aboutTexts.visionTitle} text={vision} look="panel" tone="tinted" />
      </div>

      <Section id="why" {...sections.about.why}>
        <CardGrid items={whyChooseUs} look="note" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5" />
      </Section>

      <Section id="team" {...sections.about.team}>
        <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {team.map((m) => (
            <li key={m.name} className="flex flex-col items-center text-center">
              <Initials text={m.initials} />
              <p className="mt-3 font-semibold text-ink">{m.name}</p>
              <p className="text-sm text-ink-soft">{m.role}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** /aboutus (SPEC "About us"). */
export const aboutPage = definePage<undefined>({
  Component: ({ route }) => <About heading={route.heading} />,
});
