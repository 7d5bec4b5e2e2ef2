import { Icon } from "../components/icon.tsx";
import { ContactFormIsland } from "../islands/index.ts";
import { PageHeading } from "../components/page-heading.tsx";
import { useContent, useFormTexts, useHref, useLocale, useFormat } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import { mapEmbedUrl, phoneDigits } from "../content/site.ts";
import type { FormState } from "../forms/state.ts";
import { contactFormTextsFor } from "../forms/texts.ts";
import { countriesIn } from "../lib/country-names.ts";
import type { CountryCode } from "../lib/origin-types.ts";
import { localBusinesses } from "../lib/structured-data.ts";
import { definePage } from "./types.ts";

type Data = { countryCodes: CountryCode[]; sent: boolean; form?: FormState };

function Tel({ number, className = "" }: { number: string; className?: string }) {
  return (
    <a href={`tel:${phoneDigits(number)}`} className={`font-medium text-brand-700 underline-offset-2 hover:underline ${className}`}>
      {number}
    </a>
  );
}

/** `action`: the route's own path, which answers the form's plain post (the route table's `form`). */
function ContactPage({ heading, action, data }: { heading: string; action: string; data: Data }) {
  const { contact, site: siteTexts } = useContent();
  const fmt = useFormat();
  const { branches, businessHours, contactTexts: t, customerCare } = contact;
  const { site } = siteTexts;
  const { address } = site;
  const { sent } = useFormTexts().contact;
  const locale = useLocale();
  const href = useHref();
  const state: FormState | undefined =
    data.form ?? (data.sent ? { values: {}, errors: {}, result: { ok: true, title: sent.title, message: sent.text } } : undefined);
  return (
    <>
      <PageHeading title={heading} lead={t.lead} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-brand-100 p-6 shadow-sm lg:col-span-2">
          <h2 id="contact-form-title" className="text-xl font-semibold text-brand-800">
            {t.formTitle}
          </h2>
          <div className="mt-5">
            <ContactFormIsland
              action={href(action)}
              texts={contactFormTextsFor(locale)}
              countryCodes={data.countryCodes}
              state={state}
            />
          </div>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="hq-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="hq-title" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
              <Icon name="map-pin" className="size-5" /> {t.headquarters}
            </h2>
            <address className="mt-2 not-italic text-ink">
              {site.company}
              <br />
              {address.lines.join(", ")}
              <br />
              {address.city}, {address.region} {address.postalCode}, {address.country}
            </address>
            <details className="mt-4">
              <summary className="cursor-pointer font-medium text-brand-700">{t.showMap}</summary>
              {/* Rendered only once the visitor opens it: no third-party request before. */}
              <iframe
                title={t.mapTitle}
                src={mapEmbedUrl()}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="mt-3 h-64 w-full rounded-lg border-0"
              />
            </details>
          </section>
          <section aria-labelledby="care-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="care-title" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
              <Icon name="phone" className="size-5" /> {t.careNumber}
            </h2>
            <p className="mt-2">
              <Tel number={site.phone} />
            </p>
            <h3 className="mt-4 flex items-center gap-2 font-semibold text-brand-800">
              <Icon name="clock" className="size-5" /> {t.hours}
            </h3>
            <p className="mt-1 text-ink">
              {businessHours.days} {businessHours.hours}
            </p>
          </section>
        </div>
      </div>

      <section aria-labelledby="branches-title" className="mx-auto mt-12 max-w-7xl px-4">
        <h2 id="branches-title" className="text-2xl font-bold text-brand-800">
          {t.branches}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {branches.map((b) => (
            <li key={`${b.city}-${b.label ?? ""}`} className="rounded-xl border border-brand-100 p-4">
              <h3 className="font-semibold text-ink">
                {b.city}
                {b.label ? <span className="font-normal text-ink-soft"> ({b.label})</span> : null}
              </h3>
              <ul className="mt-2 space-y-1 text-sm">
                {b.numbers.map((n) => (
                  <li key={n}>
                    <Tel number={n} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="customer-care-title" className="mx-auto mt-12 max-w-7xl px-4">
        <div className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 id="customer-care-title" className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="headset" className="size-6" /> {t.customerCare}
          </h2>
          <p className="mt-1 text-brand-100">{fmt(t.careLead, { hours: `${businessHours.days} ${businessHours.hours}` })}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {customerCare.map((n) => (
              <li key={n}>
                <a href={`tel:${phoneDigits(n)}`} className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold hover:bg-brand-600">
                  {n}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** /contactus (SPEC "Contact us"); `?sent=1` is where a plain post lands after success. */
export const contactPage = definePage<Data>({
  structuredData: ({ url, locale }) => localBusinesses(url, contentFor(locale).contact.companyFacts),
  Component: ({ route, data }) => <ContactPage heading={route.heading} action={route.path} data={data} />,
  async load({ origin, query, locale }) {
    const { data: countryCodes } = await origin.countryCodes();
    return { data: { countryCodes: countriesIn(countryCodes, locale), sent: query.get("sent") === "1" } };
  },
});
