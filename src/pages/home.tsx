import { Accordion } from "../components/accordion.tsx";
import { InitialsAvatar, initialsOf } from "../components/avatar.tsx";
import { BrandIcon } from "../components/brand-icons.tsx";
import { CheckList } from "../components/check-list.tsx";
import { DemoTrigger } from "../components/demo-trigger.tsx";
import { Glyph } from "../components/glyph.tsx";
import { Icon } from "../components/icon.tsx";
import { CardGrid } from "../components/icon-card.tsx";
import { ParticlesIsland, ShowcaseIsland } from "../islands/index.ts";
import { Logo } from "../components/logo.tsx";
import { PauseMotion } from "../components/pause-motion.tsx";
import { Section } from "../components/section.tsx";
import { TestimonialCard } from "../components/testimonial-card.tsx";
import { ToolsBand } from "../tools/links.tsx";
import { TESTIMONIAL_DURATIONS, testimonialColumns } from "../content/model/home.ts";
import { useContent, useHref, useLocale, useFormat } from "../components/locale.tsx";
import { screenImage } from "../lib/screens.ts";
import { definePage } from "./types.ts";

function Splash() {
  const { homeTexts } = useContent().home;
  return (
    <div aria-hidden="true" className="splash pointer-events-none fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 bg-white">
      <Logo />
      <p className="text-sm font-medium text-ink-soft">{homeTexts.splash}</p>
    </div>
  );
}

/**
 * The software itself beside the hero's words (issue 29): the billing window and the
 * owner app's phone, drawn per language by the worker (docs/architecture.md, "Drawn
 * screens"). Plain images with their sizes (no layout shift), fetched at once, not lazy:
 * on wide screens the window is the largest thing in view. Not on phones: there the
 * drawing became the largest paint and waited for its own request (Lighthouse mobile
 * measured LCP 2.0 s against 1.25 s without it): phones see the owner app below the
 * fold instead (PhoneScreen).
 */
function HeroScreens() {
  const locale = useLocale();
  const { screenAlts } = useContent().screens;
  return (
    <div className="relative hidden lg:block">
      <img
        src={screenImage(locale, "retail-1")}
        width={1200}
        height={750}
        fetchPriority="high"
        alt={screenAlts["retail-1"]}
        className="ml-auto h-auto w-[92%] rounded-xl shadow-2xl ring-1 ring-white/20"
      />
      <img
        src={screenImage(locale, "owner-phone")}
        width={300}
        height={600}
        alt={screenAlts["owner-phone"]}
        className="absolute -bottom-10 left-0 h-auto w-[24%] drop-shadow-2xl"
      />
    </div>
  );
}

/**
 * The product on phones (issue 38, item 5): the owner app's drawing at its own size
 * (300 × 600, words 13–28 px, readable as drawn), after the introduction. Lazy and below
 * the fold on any phone, so it is never the largest paint of the first screen (the
 * hero's words are); from 1024 px the hero shows the screens instead.
 */
function PhoneScreen() {
  const locale = useLocale();
  const { screenAlts } = useContent().screens;
  return (
    <img
      src={screenImage(locale, "owner-phone")}
      width={300}
      height={600}
      loading="lazy"
      decoding="async"
      alt={screenAlts["owner-phone"]}
      className="mx-auto mt-10 h-auto w-[300px] max-w-full drop-shadow-xl lg:hidden"
    />
  );
}

function Hero({ title }: { title: string }) {
  const { home, site } = useContent();
  const fmt = useFormat();
  const { hero } = home;
  const href = useHref();
  return (
    <section data-motion-scope className="relative isolate overflow-hidden bg-brand-900 text-white">
      <ParticlesIsland count={50} linkDistance={150} />
      {/* Nothing here is placed from the hero's foot or centred on its height before the words
          and the drawing are in: a page whose HTML arrives in pieces would draw them and then
          move them as the rest came (a layout shift, tests/e2e/layout.test.ts). So the words
          sit at the top of their row and the pause control (at the foot) comes after them. */}
      <div className="relative mx-auto grid max-w-7xl items-start gap-12 px-4 pt-16 pb-24 sm:pt-24 sm:pb-32 lg:grid-cols-[1fr_1.1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-gold-300">
            <Icon name="sparkles" className="size-4" /> {fmt(hero.eyebrow, { since: String(site.site.since) })}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DemoTrigger className="rounded-full bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300">{hero.tryIt}</DemoTrigger>
            <a href={href("/tutorial")} className="inline-flex items-center gap-2 rounded-full border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10">
              <Icon name="play" className="size-4" /> {hero.watchDemo}
            </a>
          </div>
        </div>
        <HeroScreens />
      </div>
      <PauseMotion labels={hero.pauseBackground} tone="dark" className="absolute right-4 bottom-4 z-10" />
    </section>
  );
}

function Features() {
  const { home, sections } = useContent();
  const { featureBlocks } = home;
  return (
    <Section id="features" {...sections.sections.home.features}>
      <div className="mt-12 space-y-16">
        {featureBlocks.map((f, i) => (
          <article key={f.title} className="grid items-center gap-8 md:grid-cols-2">
            <div className={i % 2 ? "md:order-2" : undefined}>
              <h3 className="text-2xl font-bold text-brand-800">{f.title}</h3>
              <p className="mt-3 text-lg text-ink-soft">{f.text}</p>
              <CheckList items={f.points} />
            </div>
            <div className="flex h-48 items-center justify-center rounded-3xl bg-gradient-to-br from-brand-100 to-brand-50 sm:h-56">
              <Icon name={f.icon} className="size-24 text-brand-700" />
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

function Ribbon() {
  const { ribbon, homeTexts } = useContent().home;
  const items = (hidden: boolean) =>
    ribbon.map((r) => (
      <li key={`${r}-${hidden}`} aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-3 px-6 text-lg font-semibold">
        <Glyph name="gem" className="size-5 text-gold-300" /> {r}
      </li>
    ));
  return (
    <section data-motion-scope aria-labelledby="why-title" className="flex items-center gap-3 bg-brand-800 py-6 pr-4 text-white">
      <h2 id="why-title" className="sr-only">
        {homeTexts.ribbonTitle}
      </h2>
      <div className="min-w-0 flex-1 overflow-hidden">
        <ul className="marquee-x flex w-max">
          {items(false)}
          {items(true)}
        </ul>
      </div>
      <PauseMotion labels={homeTexts.pauseRibbon} tone="dark" className="shrink-0" />
    </section>
  );
}

function Modules() {
  const { home, sections } = useContent();
  const { modules } = home;
  return (
    <Section id="modules" {...sections.sections.home.modules}>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7">
        {modules.map((m) => (
          <li key={m.title} className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 p-5 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={m.icon} className="size-6" />
            </span>
            <span className="font-medium text-ink">{m.title}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Pillars() {
  const { home, sections } = useContent();
  const { pillars } = home;
  return (
    <Section id="pillars" {...sections.sections.home.pillars}>
      <CardGrid as="div" items={pillars} look="pillar" tone="tinted" className="mt-10 grid gap-6 md:grid-cols-3" />
    </Section>
  );
}

function Testimonials() {
  const { home, sections } = useContent();
  const { homeTexts, testimonials } = home;
  return (
    <Section id="testimonials" {...sections.sections.home.testimonials} motion>
      <PauseMotion labels={homeTexts.pauseTestimonials} tone="light" className="mt-6" />
      <div className="mt-4 grid h-[34rem] gap-6 overflow-hidden md:grid-cols-3 [mask-image:linear-gradient(transparent,black_10%,black_90%,transparent)]">
        {testimonialColumns(testimonials).map((column, c) => (
          <div key={c} data-testimonial-column={c + 1} className={c > 0 ? "hidden md:block" : undefined}>
            <ul className="marquee-y space-y-6" style={{ ["--marquee-duration" as string]: `${TESTIMONIAL_DURATIONS[c]}s` }}>
              {[false, true].flatMap((copy) =>
                column.map((t) => (
                  <TestimonialCard key={`${t.name}-${copy}`} hidden={copy} text={t.text} name={t.name} detail={t.role} avatar={<InitialsAvatar initials={initialsOf(t.name)} tone={testimonials.indexOf(t) + c} />} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm" />
                )),
              )}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Faqs() {
  const { home, sections } = useContent();
  const { homeFaqs } = home;
  return (
    <Section id="faq" {...sections.sections.home.faq}>
      <div className="mt-8">
        <Accordion name="home-faq" items={homeFaqs} />
      </div>
    </Section>
  );
}

function Closing() {
  const { home, site } = useContent();
  const { closing } = home;
  const { apps } = site.site;
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-7xl px-4 pb-6">
      <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold">
          {closing.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">{closing.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={apps.appStore} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-ink hover:bg-brand-50">
            <BrandIcon brand="appstore" /> {closing.appStore}
          </a>
          <a href={apps.playStore} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-ink hover:bg-brand-50">
            <BrandIcon brand="googleplay" /> {closing.playStore}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The edition showcase, its cards linking to the editions in the page's language. */
function Unique() {
  const { home, sections, ui } = useContent();
  const href = useHref();
  const editions = home.showcase.map((e) => ({ ...e, route: href(e.route) }));
  return (
    <Section id="unique" {...sections.sections.home.unique}>
      <ShowcaseIsland editions={editions} labels={ui.uiTexts.showcase} />
    </Section>
  );
}

function Home({ title }: { title: string }) {
  const { intro } = useContent().home;
  return (
    <>
      <Splash />
      <Hero title={title} />
      <Section id="intro" title={intro.title} lead={intro.text}>
        <PhoneScreen />
      </Section>
      <Features />
      <Ribbon />
      <Modules />
      <Unique />
      <Pillars />
      <Testimonials />
      <Faqs />
      <ToolsBand />
      <Closing />
    </>
  );
}

export const homePage = definePage<undefined>({
  Component: ({ route }) => <Home title={route.heading} />,
});
