import type { ComponentType } from "react";
import { DemoTrigger } from "../components/demo-trigger.tsx";
import {
  Archive, BadgeCheck, BellRing, BookOpen, Calculator, CalendarDays, ChartColumn, ClipboardList, Contact, FileSpreadsheet,
  FingerprintPattern, GitBranch, HandCoins, Hammer, Lock, MessageSquare, Percent, PiggyBank, Radio, Receipt, Scale, Send,
  ShoppingCart, Smartphone, Star, Truck, Users, Wrench, Gem, History, Barcode,
} from "../components/icons.ts";
import { PageHeading } from "../components/page-heading.tsx";
import { features, type FeatureIcon } from "../content/features.ts";
import { definePage } from "./types.ts";

const FEATURE_ICONS: Record<FeatureIcon, ComponentType<{ className?: string; "aria-hidden"?: "true" }>> = {
  "hand-coins": HandCoins, "piggy-bank": PiggyBank, "git-branch": GitBranch, star: Star, "clipboard-list": ClipboardList,
  wrench: Wrench, "book-open": BookOpen, receipt: Receipt, "shopping-cart": ShoppingCart, hammer: Hammer,
  "file-spreadsheet": FileSpreadsheet, smartphone: Smartphone, users: Users, contact: Contact, fingerprint: FingerprintPattern,
  radio: Radio, scale: Scale, "message-square": MessageSquare, gem: Gem, "bell-ring": BellRing, "calendar-days": CalendarDays,
  archive: Archive, chart: ChartColumn, truck: Truck, send: Send, calendar: CalendarDays, "badge-check": BadgeCheck, lock: Lock,
  percent: Percent, history: History, barcode: Barcode, calculator: Calculator,
};

/** /features (SPEC "Features"): 34 cards. */
export const featuresPage = definePage<undefined>({
  Component: ({ route }) => (
    <>
      <PageHeading title={route.heading}>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">Everything Zevar ERP does for a jewellery business, in one place.</p>
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {features.map((f) => {
            const Icon = FEATURE_ICONS[f.icon];
            return (
              <li key={f.title} className="rounded-2xl border border-brand-100 p-5">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h2 className="mt-3 text-lg font-bold text-brand-800">{f.title}</h2>
                <p className="mt-1 text-sm text-ink-soft">{f.description}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <DemoTrigger className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">Get Free Demo</DemoTrigger>
        </div>
      </div>
    </>
  ),
});
