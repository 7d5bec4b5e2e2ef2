import type { LucideIcon } from "lucide-react";
import type { IconName } from "../content/types.ts";
import * as I from "./icons.ts";

/**
 * The one map from an icon's name (as content writes it) to its lucide icon. The
 * `satisfies` makes it complete and exact against IconName. A module of its own, so
 * the islands that import single icons from ./icons.ts do not carry the whole map.
 */
const ICONS = {
  archive: I.Archive, "arrow-right": I.ArrowRight, award: I.Award, "badge-check": I.BadgeCheck, barcode: I.Barcode,
  bell: I.Bell, "bell-ring": I.BellRing, "book-open": I.BookOpen, boxes: I.Boxes, calculator: I.Calculator,
  "calendar-days": I.CalendarDays, "chart-column": I.ChartColumn, "circle-check": I.CircleCheck,
  "clipboard-list": I.ClipboardList, clock: I.Clock, cloud: I.Cloud, coins: I.Coins, contact: I.Contact,
  download: I.Download, eye: I.Eye, "file-spreadsheet": I.FileSpreadsheet, "fingerprint-pattern": I.FingerprintPattern,
  gem: I.Gem, "git-branch": I.GitBranch, globe: I.Globe, hammer: I.Hammer, "hand-coins": I.HandCoins, headset: I.Headset,
  history: I.History, lock: I.Lock, mail: I.Mail, "map-pin": I.MapPin, "message-square": I.MessageSquare,
  percent: I.Percent, phone: I.Phone, "piggy-bank": I.PiggyBank, play: I.Play, quote: I.Quote, radio: I.Radio,
  receipt: I.Receipt, scale: I.Scale, send: I.Send, "shield-check": I.ShieldCheck, "shopping-cart": I.ShoppingCart,
  "sliders-horizontal": I.SlidersHorizontal, smartphone: I.Smartphone, sparkles: I.Sparkles, star: I.Star,
  target: I.Target, "trending-up": I.TrendingUp, truck: I.Truck, users: I.Users, wrench: I.Wrench,
} satisfies Record<IconName, LucideIcon>;

/** A decorative icon by name: the text beside it says what it means (it is hidden from screen readers). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Drawn = ICONS[name];
  return <Drawn className={className} aria-hidden="true" />;
}

/** The icon's drawing alone, for <symbol> sprites (src/components/glyphs.tsx). */
export function iconComponent(name: IconName): LucideIcon {
  return ICONS[name];
}
