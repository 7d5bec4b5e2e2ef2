import { Mail, MapPin, Phone } from "../components/icons.ts";
import { phoneDigits } from "../content/site.ts";
import { useContent, useHref, useFormat } from "../components/locale.tsx";
import type { Head } from "../lib/head.ts";
import { LanguageLinks } from "./header.tsx";
import { BrandIcon } from "../components/brand-icons.tsx";
import { Logo } from "../components/logo.tsx";

/** The shared footer (SPEC "Footer"). `year` comes from the request time. */
export function Footer({ year, switchLinks }: { year: number; switchLinks: Head["switchLinks"] }) {
  const content = useContent();
  const fmt = useFormat();
  const { site } = content.site;
  const { layoutTexts } = content.layout;
  const { footerColumns } = content.navigation;
  const href = useHref();
  const { address } = site;
  const t = layoutTexts.footer;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-12 md:grid-cols-2">
        <Banner {...t.about} text={fmt(t.about.text, { city: address.city, since: String(site.since) })} href={href("/aboutus")} />
        <Banner {...t.associates} href={href("/associates")} />
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <a href={href("/")} className="inline-block rounded" aria-label={layoutTexts.homeLink}>
            <Logo inverted />
          </a>
          <ul className="mt-4 space-y-1 text-sm text-brand-100">
            {t.promises.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>

        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={href(link.href)} className="text-brand-50 hover:text-gold-300 hover:underline">
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={`tel:${phoneDigits(site.phone)}`} className="inline-flex items-center gap-2 hover:text-gold-300">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {site.phone}
              </a>
            </li>
            <li>
              <a
                href={`https://wa.me/${site.whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:text-gold-300"
              >
                <BrandIcon brand="whatsapp" className="size-4 shrink-0" />
                {fmt(t.whatsapp, { phone: site.phone })}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-gold-300">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                {address.lines.join(", ")}, {address.city}, {address.region} {address.postalCode}
              </address>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t.social}</h2>
          {/* Wraps: four 40 px icons are wider than a fifth of a 1024 px row (the page scrolled sideways). */}
          <ul className="mt-4 flex flex-wrap gap-3">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.name}
                  className="flex size-10 items-center justify-center rounded-full bg-brand-800 hover:bg-brand-700 hover:text-gold-300"
                >
                  <BrandIcon brand={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-brand-800">
        {/* On a phone the page ends with room for the floating chat button, so that the
            language link is never under it (issue 23 item 3). */}
        <p className="mx-auto max-w-7xl px-4 pt-6 pb-24 text-center text-sm text-brand-100 sm:pb-6">
          {fmt(t.copyright, { year: String(year), product: site.productName })}
          <LanguageLinks links={switchLinks} before=" · " className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white" />
        </p>
      </div>
    </footer>
  );
}

function Banner({ title, text, href, action }: { title: string; text: string; href: string; action: string }) {
  return (
    <section className="flex flex-col justify-between gap-4 rounded-2xl bg-brand-800 p-6 sm:flex-row sm:items-center">
      <div>
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        <p className="mt-1 text-sm text-brand-100">{text}</p>
      </div>
      <a
        href={href}
        className="shrink-0 rounded-full bg-gold-400 px-5 py-2 text-center text-sm font-semibold text-brand-900 hover:bg-gold-300"
      >
        {action}
      </a>
    </section>
  );
}
