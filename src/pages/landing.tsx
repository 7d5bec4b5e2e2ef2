import { DemoTrigger } from "../components/demo-trigger.tsx";
import { Glyph } from "../components/glyph.tsx";
import { InitialsAvatar } from "../components/avatar.tsx";
import { Icon } from "../components/icon.tsx";
import { CardGrid } from "../components/icon-card.tsx";
import { DemoFormIsland } from "../islands/index.ts";
import { Section } from "../components/section.tsx";
import { TestimonialCard } from "../components/testimonial-card.tsx";
import { useContent, useFormTexts, useHref, useLocale, useFormat } from "../components/locale.tsx";
import { phoneDigits } from "../content/site.ts";
import type { FormState } from "../forms/state.ts";
import { countriesIn } from "../lib/country-names.ts";
import type { CountryCode } from "../lib/origin-types.ts";
import type { IconName } from "../content/types.ts";
import { definePage } from "./types.ts";
import { demoFormTextsFor } from "../forms/texts.ts";

type Data = { countryCodes: CountryCode[]; sent: boolean; form?: FormState };

/**
 * An alliance's tile (issue 29): our own wordmark, a glyph and the short name set in the
 * brand's type and colours, never the other party's logo; named for screen readers.
 */
function AllianceMark({ wordmark, icon, name }: { wordmark: string; icon: IconName; name: string }) {
  const { landingTexts } = useContent().landing;
  const fmt = useFormat();
  return (
    <div role="img" aria-label={fmt(landingTexts.allianceLogo, { name })} className="flex h-16 items-center justify-center gap-2.5">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-800 text-gold-300 shadow-sm">
        <Icon name={icon} className="size-6" />
      </span>
      <span className="text-2xl font-extrabold tracking-tight text-brand-800">{wordmark}</span>
    </div>
  );
}

function FreeDemoBand({ title, text }: { title: string; text: string }) {
  const { uiTexts } = useContent().ui;
  return (
    <section aria-label={title} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-4 px-4 py-10 sm:flex-row sm:items-center">
        <div>
          <p className="text-2xl font-bold">{title}</p>
          <p className="mt-1 text-brand-100">{text}</p>
        </div>
        <DemoTrigger className="rounded-full bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300">{uiTexts.freeDemo}</DemoTrigger>
      </div>
    </section>
  );
}

/** `action`: the route's own path, which answers the demo form's plain post (the route table's `form`). */
function Landing({ heading, action, data }: { heading: string; action: string; data: Data }) {
  const { landing, sections: sectionTexts, site: siteTexts } = useContent();
  const fmt = useFormat();
  const { advantages, alliances, freeDemoBands, integratedFeatures, landingAbout, landingClaims, landingTestimonials, landingTexts, softwareVersions } = landing;
  const { sections } = sectionTexts;
  const { site } = siteTexts;
  const sent = useFormTexts().demo.sent;
  const href = useHref();
  const locale = useLocale();
  const state: FormState | undefined =
    data.form ?? (data.sent ? { values: {}, errors: {}, result: { ok: true, message: sent } } : undefined);
  const [band1, band2] = freeDemoBands;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{heading}</h1>
            <p className="mt-4 text-lg text-ink-soft">{fmt(landingTexts.lead, landingClaims)}</p>
            <ul className="mt-6 flex flex-wrap gap-3 text-sm font-semibold text-brand-800">
              <li className="rounded-full bg-brand-100 px-4 py-2">{fmt(landingTexts.yearsChip, { years: landingClaims.years })}</li>
              <li className="rounded-full bg-brand-100 px-4 py-2">{landingClaims.users}</li>
            </ul>
          </div>
          <div id="demo-form" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-lg">
            <h2 className="text-xl font-semibold text-brand-800">{landingTexts.formTitle}</h2>
            <div className="mt-4">
              <DemoFormIsland
                action={href(action)}
                texts={demoFormTextsFor(locale)}
                idPrefix="hero"
                countryCodes={data.countryCodes}
                state={state}
              />
            </div>
          </div>
        </div>
      </section>

      <Section id="alliances" {...sections.landing.alliances}>
        <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {alliances.map((a) => (
            <li key={a.name} className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-white p-5 text-center shadow-sm">
              <AllianceMark wordmark={a.wordmark} icon={a.icon} name={a.name} />
              <p className="text-sm text-ink-soft">
                <span className="block font-semibold text-ink">{a.name}</span>
                {a.caption}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about" {...sections.landing.about} lead={landingAbout} />

      <Section id="versions" {...sections.landing.versions}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {softwareVersions.map((v) => (
            <li key={v} className="flex items-center gap-2 rounded-xl border border-brand-100 p-4 font-semibold text-ink">
              <Icon name="circle-check" className="size-5 shrink-0 text-brand-600" /> {v}
            </li>
          ))}
        </ul>
      </Section>

      {band1 ? <FreeDemoBand {...band1} /> : null}

      <Section id="advantages" {...sections.landing.advantages}>
        <CardGrid items={advantages} look="point" tone="tinted" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <Section id="integrated" {...sections.landing.integrated}>
        <CardGrid items={integratedFeatures} look="point" className="mt-8 grid gap-6 md:grid-cols-3" />
      </Section>

      {band2 ? <FreeDemoBand {...band2} /> : null}

      <Section id="landing-testimonials" {...sections.landing.landingTestimonials}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {landingTestimonials.map((t, i) => (
            <TestimonialCard key={t.name} text={t.quote} name={t.name} detail={t.company} avatar={<InitialsAvatar initials={t.avatar} tone={i} />} className="flex flex-col rounded-2xl border border-brand-100 p-6 shadow-sm" />
          ))}
        </ul>
      </Section>

      <Section id="queries" {...sections.landing.queries}>
        <div className="mt-6 flex flex-wrap gap-4">
          <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 rounded-full border border-brand-100 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            <Icon name="mail" className="size-5" /> {site.email}
          </a>
          <a href={`tel:${phoneDigits(site.phone)}`} className="inline-flex items-center gap-2 rounded-full border border-brand-100 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            <Icon name="phone" className="size-5" /> {site.phone}
          </a>
        </div>
      </Section>
    </>
  );
}

/**
 * /zevarsoftware (SPEC "Landing page"). It is also where every demo form posts without
 * JavaScript: the hero form then shows the answer.
 */
export const landingPage = definePage<Data>({
  Component: ({ route, data }) => <Landing heading={route.heading} action={route.path} data={data} />,
  async load({ origin, query, locale }) {
    const { data: countryCodes } = await origin.countryCodes();
    return { data: { countryCodes: countriesIn(countryCodes, locale), sent: query.get("sent") === "1" } };
  },
});
