import { Fragment } from "react";
import { ChevronDown, ChevronRight, Globe, Menu, X } from "../components/icons.ts";
import type { NavItem } from "../content/model/navigation.ts";
import { useContent, useHref, useFormat } from "../components/locale.tsx";
import { contentFor } from "../content/index.ts";
import type { Head } from "../lib/head.ts";
import { localeInfo, localePath, splitLocale } from "../lib/locale.ts";
import { DemoTrigger } from "../components/demo-trigger.tsx";
import { Logo } from "../components/logo.tsx";
import { HEADER_END } from "../islands/runtime/early.ts";

/**
 * The fixed site header (SPEC "Header"). It ships no JavaScript of its own: desktop
 * dropdowns open on hover and keyboard focus (:hover / :focus-within), and the island
 * runtime adds Escape to dismiss them (src/client.ts); the mobile menu is a
 * <details> disclosure (the runtime adds Escape and keeps Tab inside it while open), the translucent style after 10 px is a scroll-driven CSS
 * animation (src/styles.css), and "Get Free Demo" is a plain button that the demo
 * modal listens for through its data attribute.
 */
/** The layout's own texts, in the page's language. */
function useLayoutTexts() {
  return useContent().layout.layoutTexts;
}

/**
 * The links to this page in every other language, each named in its own language (no
 * flag), in the registry's order: one link on a two-language site. Each carries the
 * request's query where the page is made from it (worker/render.tsx); `data-keep-query`
 * lets the islands that rewrite the address (a tool, the tutorial filter) move it along
 * (src/islands/address.ts, issue 23 item 8). Not on a link to another language's home,
 * which an untranslated page falls back to. `before` goes before each link (the footer's
 * " · ").
 */
export function LanguageLinks({ links, className = "", before }: { links: Head["switchLinks"]; className?: string; before?: string }) {
  return links.map((link) => (
    <Fragment key={link.locale}>
      {before}
      <LanguageLink link={link} className={className} />
    </Fragment>
  ));
}

function LanguageLink({ link: { locale, path }, className }: { link: Head["switchLinks"][number]; className: string }) {
  const info = localeInfo[locale];
  // Named by the language itself, in its own words (its folder's ui.ts).
  const t = contentFor(locale).ui.languageTexts;
  const twin = path.split("?")[0] !== localePath(locale, "/");
  return (
    <a href={path} lang={info.lang} hrefLang={info.hreflang} title={t.readIn} data-keep-query={twin || undefined} className={className}>
      {t.name}
    </a>
  );
}

/**
 * The header's language switch: a <details> disclosure named in the page's language
 * ("Language: English" on an English page), whose list holds the plain links of LanguageLinks. With four
 * languages the links side by side no longer fit beside the logo and the menu at 360 px,
 * nor beside the eight menu items at 1024 px (issue 30); one disclosure fits however many
 * languages there are, opens without script (as the mobile menu does) and keeps the
 * links in the page for crawlers. The runtime closes it on Escape (the focus back on its
 * button), when the focus leaves it and on a click outside (src/client.ts). The footer
 * still lists every language in the open.
 */
function LanguageMenu({ links }: { links: Head["switchLinks"] }) {
  const t = useLayoutTexts();
  const own = useContent().ui.languageTexts.name;
  const fmt = useFormat();
  if (!links.length) return null;
  return (
    <details data-language-menu className="group/lang relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
        aria-label={fmt(t.languageMenu, { language: own })}
      >
        <Globe className="size-4 shrink-0" aria-hidden="true" />
        {own}
        <ChevronDown className="hidden size-4 shrink-0 transition-transform group-open/lang:rotate-180 sm:block" aria-hidden="true" />
      </summary>
      <ul className="absolute right-0 top-full z-50 mt-1 min-w-40 rounded-lg border border-brand-100 bg-white py-2 shadow-lg">
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink link={link} className="block whitespace-nowrap px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline" />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header({ path, switchLinks }: { path: string; switchLinks: Head["switchLinks"] }) {
  const t = useLayoutTexts();
  const { headerNav } = useContent().navigation;
  const href = useHref();
  const bare = splitLocale(path).path;
  return (
    <header data-site-header className="site-header fixed inset-x-0 top-0 z-40 border-b border-brand-100">
      {/* From 1024 px (lg) the whole menu shares one row with the logo, the language
          switch and the button: nothing may wrap (issue 23 item 6), so the items are
          nowrap and the gaps tighter until xl. */}
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-2 px-4 xl:gap-4">
        <a href={href("/")} className="shrink-0 rounded" aria-label={t.homeLink}>
          <Logo />
        </a>
        <nav aria-label={t.mainNav} className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {headerNav.map((item) => (
              <DesktopItem key={item.title} item={item} current={isCurrent(item, bare)} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 xl:gap-2">
          <LanguageMenu links={switchLinks} />
          <DemoButton className="hidden sm:inline-flex" />
          <MobileMenu path={bare} />
        </div>
      </div>
      <span id={HEADER_END} hidden />
    </header>
  );
}

export function DemoButton({ className = "", label }: { className?: string; label?: string }) {
  const t = useLayoutTexts();
  return (
    <DemoTrigger className={`items-center whitespace-nowrap rounded-full bg-brand-700 px-3 py-2 text-sm xl:px-4 font-semibold text-white shadow-sm hover:bg-brand-800 ${className}`}>
      {label ?? t.demoButton}
    </DemoTrigger>
  );
}

function isCurrent(item: NavItem, path: string): boolean {
  if (item.href === "/") return path === "/";
  return path === item.href || (item.dropdown ?? []).some((d) => d.href === path);
}

function useLinkProps() {
  const href = useHref();
  return (item: NavItem) => linkProps(item, href);
}

function linkProps(item: NavItem, href: (path: string) => string) {
  return {
    href: href(item.href),
    ...(item.target ? { target: item.target, rel: "noopener noreferrer" } : {}),
    ...(item.download ? { download: "" } : {}),
  };
}

const navLink = "flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm xl:px-3 font-medium text-ink hover:bg-brand-50 hover:text-brand-700";
const menuPanel =
  "invisible absolute z-50 min-w-56 rounded-lg border border-brand-100 bg-white py-2 opacity-0 shadow-lg transition-opacity duration-150";

function DesktopItem({ item, current }: { item: NavItem; current: boolean }) {
  const fmt = useFormat();
  const t = useLayoutTexts();
  const linkProps = useLinkProps();
  if (!item.dropdown) {
    return (
      <li>
        <a {...linkProps(item)} className={navLink} aria-current={current ? "page" : undefined}>
          {item.title}
        </a>
      </li>
    );
  }
  return (
    <li className="group relative">
      <a {...linkProps(item)} className={navLink} aria-current={current ? "page" : undefined}>
        {item.title}
        <ChevronDown className="size-4 transition-transform group-hover:rotate-180 group-focus-within:rotate-180" aria-hidden="true" />
      </a>
      <ul
        aria-label={fmt(t.submenu, { item: item.title })}
        className={`${menuPanel} left-0 top-full group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100`}
      >
        {item.dropdown.map((sub) => (
          <DropdownEntry key={sub.title} item={sub} />
        ))}
      </ul>
    </li>
  );
}

function DropdownEntry({ item }: { item: NavItem }) {
  const fmt = useFormat();
  const t = useLayoutTexts();
  const linkProps = useLinkProps();
  const entry = "flex items-center justify-between gap-3 px-4 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-700";
  if (!item.dropdown) {
    return (
      <li>
        <a {...linkProps(item)} className={entry}>
          {item.title}
        </a>
      </li>
    );
  }
  return (
    <li className="group/sub relative">
      <a {...linkProps(item)} className={entry}>
        {item.title}
        <ChevronRight className="size-4" aria-hidden="true" />
      </a>
      <ul
        aria-label={fmt(t.submenu, { item: item.title })}
        className={`${menuPanel} left-full top-0 group-hover/sub:visible group-hover/sub:opacity-100 group-focus-within/sub:visible group-focus-within/sub:opacity-100`}
      >
        {item.dropdown.map((sub) => (
          <DropdownEntry key={sub.title} item={sub} />
        ))}
      </ul>
    </li>
  );
}

function MobileMenu({ path }: { path: string }) {
  const t = useLayoutTexts();
  const { headerNav } = useContent().navigation;
  return (
    <details data-mobile-menu className="group/menu lg:hidden">
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
        aria-label={t.menuButton}
      >
        <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label={t.mobileNav}
        className="absolute inset-x-0 top-(--header-height) max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-brand-100 bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="divide-y divide-brand-50">
          {headerNav.map((item) => (
            <li key={item.title} className="py-1">
              <MobileEntry item={item} current={isCurrent(item, path)} />
            </li>
          ))}
        </ul>
        <DemoButton className="mt-4 flex w-full justify-center" />
      </nav>
    </details>
  );
}

function MobileEntry({ item, current, depth = 0 }: { item: NavItem; current?: boolean; depth?: number }) {
  const fmt = useFormat();
  const t = useLayoutTexts();
  const linkProps = useLinkProps();
  const href = useHref();
  const pad = depth === 0 ? "px-2" : "pl-4 pr-2";
  if (!item.dropdown) {
    return (
      <a {...linkProps(item)} className={`block rounded-md py-2.5 ${pad} text-base text-ink hover:bg-brand-50`} aria-current={current ? "page" : undefined}>
        {item.title}
      </a>
    );
  }
  return (
    <details>
      <summary className={`flex cursor-pointer list-none items-center justify-between rounded-md py-2.5 ${pad} text-base text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden`}>
        {item.title}
        <ChevronDown className="size-4 transition-transform [details[open]>summary>&]:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="ml-2 border-l border-brand-100">
        {item.href.startsWith("/") && !item.href.includes("#") ? (
          <li>
            <a href={href(item.href)} className="block rounded-md py-2 pl-4 pr-2 text-base text-ink hover:bg-brand-50">
              {fmt(t.allOf, { item: item.title })}
            </a>
          </li>
        ) : null}
        {item.dropdown.map((sub) => (
          <li key={sub.title}>
            <MobileEntry item={sub} depth={depth + 1} />
          </li>
        ))}
      </ul>
    </details>
  );
}
