/**
 * Home page content (SPEC "Home"). Counts are asserted by tests/unit/content.test.ts:
 * 6 feature blocks, 5 ribbon items, 14 modules, 4 showcase cards, 3 pillars,
 * 9 testimonials in 3 columns, 6 FAQs.
 */
import type { Edition, Faq, IconCardItem, IconName, Texts } from "../types.ts";

/** A feature with its points; `icon` is drawn large beside the text. */
export type FeatureBlock = { title: string; text: string; points: string[]; icon: IconName };
export type Testimonial = { text: string; name: string; role: string };

export const hero = {
  eyebrow: (since: number) => `Jewellery software since ${since}`,
  text: "Billing, stock, karigars, Girvi and accounts in one place, for showrooms, wholesalers and manufacturers across India.",
  tryIt: "Try Zevar ERP",
  watchDemo: "Watch Demo",
  pauseBackground: { pause: "Pause background animation", play: "Play background animation" },
};

export const intro = {
  title: "Built for jewellers, by people who know jewellery",
  text:
    "Since 1997 Zevar ERP has grown with the jewellers who use it: from a single counter in Mathura to multi-branch chains, " +
    "wholesalers and manufacturing units across India. Every screen speaks the language of the trade — tunch, wastage, " +
    "making charges, bhav, HUID — so your staff learn it in a day and your books stay right.",
};

export const featureBlocks: FeatureBlock[] = [
  {
    title: "Inventory Management",
    text: "Know every gram in every tray. Tag once and follow each piece from purchase to sale.",
    points: ["Tagging with preset labour and polish", "HUID-linked tag history", "RFID stock counting"],
    icon: "boxes",
  },
  {
    title: "Customer Management",
    text: "Every customer's purchases, orders, old-gold exchanges and dues on one screen.",
    points: ["Order and repair tracking with alerts", "Kitty and scheme members", "Birthday and anniversary reminders"],
    icon: "users",
  },
  {
    title: "Smart Catalog",
    text: "Share designs with customers on WhatsApp and take orders from the catalogue.",
    points: ["Photo catalogue from your own stock", "Share on WhatsApp in two taps", "Customer app for orders"],
    icon: "book-open",
  },
  {
    title: "Smart Alerts",
    text: "The owner hears about what matters the moment it happens, wherever they are.",
    points: ["Alerts on edited or deleted bills", "OTP approval for credit sales", "Daily sales summary on the owner app"],
    icon: "bell",
  },
  {
    title: "Data Analytics",
    text: "See what sells, what sits and what each customer is worth.",
    points: ["Fast and slow-moving stock", "Festival-wise sales", "Customer-wise profit"],
    icon: "trending-up",
  },
  {
    title: "Financial Reports",
    text: "GST returns, ledgers and balance sheets that your accountant trusts.",
    points: ["GST-compliant billing and returns", "Tally export", "Trial balance and day book"],
    icon: "receipt",
  },
];

export const ribbon: string[] = [
  "28+ Years of Expertise",
  "1 Lakh+ Happy Users",
  "AI For Jewellery Business",
  "Pan India Support",
  "Multiple Award Winner",
];

export const modules: { title: string; icon: IconName }[] = [
  { title: "Accounting", icon: "calculator" },
  { title: "GST", icon: "receipt" },
  { title: "Inventory", icon: "boxes" },
  { title: "Sales & CRM", icon: "users" },
  { title: "Order & Repairs", icon: "wrench" },
  { title: "Karigar", icon: "hammer" },
  { title: "Bullion", icon: "coins" },
  { title: "Kitty", icon: "piggy-bank" },
  { title: "Website", icon: "globe" },
  { title: "Mobile App", icon: "smartphone" },
  { title: "Cataloging", icon: "book-open" },
  { title: "Digital Gold", icon: "gem" },
  { title: "RFID", icon: "radio" },
  { title: "Reports", icon: "chart-column" },
];

/** "What Makes Zevar ERP Unique": one card per edition (SPEC section 1 statements). */
export const showcase: Edition[] = [
  {
    id: "wholesale",
    title: "Wholesale",
    route: "/wholesale",
    features: [
      "Sale, purchase, metal receipt, bhav fix and transfer on one screen",
      "Mobile billing, online or offline with later sync",
      "Bills and ledgers shared on WhatsApp",
      "Customer-wise profit, wastage and labour",
      "Stock by poly and box with multiple weights",
    ],
  },
  {
    id: "retail",
    title: "Retail Version",
    route: "/retail",
    features: [
      "Fast tagging with preset labour and polish charges",
      "HUID-linked tag history, tag split and merge",
      "RFID for billing, stock and estimation",
      "OTP approval and owner alerts on every change",
      "GST billing with barcode and jewellery insurance",
    ],
  },
  {
    id: "manufacturing",
    title: "Manufacturing",
    route: "/manufacturing",
    features: [
      "Chain, diamond, kundan, CZ, plain gold and silver units",
      "Department-wise stock with automatic transfers",
      "Multi-step loss reports",
      "Weight invested versus weight produced",
      "Design masters and bills of materials",
    ],
  },
  {
    id: "girvi",
    title: "Girvi Money Lending",
    route: "/money-lending",
    features: [
      "Interest by month, week or year",
      "Automatic recalculation for pending vouchers",
      "Biometric KYC with document upload",
      "Interest in Hindi and English calendars",
      "Receipt, return and transfer vouchers with reports",
    ],
  },
];

export const pillars: IconCardItem[] = [
  { title: "Secure", text: "Role-based permissions, user restrictions, OTP approvals and a full audit trail of every edit.", icon: "shield-check" },
  { title: "Scalable", text: "From one counter to many branches: cloud or desktop on-premise, online or offline.", icon: "cloud" },
  { title: "Customizable", text: "Custom workflows, bill formats and reports made for the way your business works.", icon: "sliders-horizontal" },
];

export const testimonials: Testimonial[] = [
  { text: "Stock verification used to close the shop for a day. With RFID we finish in an hour.", name: "Rajesh Agarwal", role: "Owner, Agarwal Jewellers, Agra" },
  { text: "The owner app tells me the moment a bill is changed. I finally sleep well during Dhanteras.", name: "Sunita Verma", role: "Director, Verma Gold House, Lucknow" },
  { text: "Our karigar accounts were always off by a few grams. Now the loss report shows exactly where.", name: "Imran Sheikh", role: "Manufacturer, Zaveri Bazaar, Mumbai" },
  { text: "Girvi interest in both calendars saved us hours of arguments at the counter.", name: "Mahesh Soni", role: "Girvi business, Shivpuri" },
  { text: "Bhav fix and metal receipt on one screen: our wholesale desk is twice as fast.", name: "Anil Jain", role: "Wholesaler, Jaipur" },
  { text: "Support picks up even on Sunday before a wedding season rush. That is rare.", name: "Kavita Mehta", role: "Manager, Mehta Diamonds, Surat" },
  { text: "HUID tagging went live without slowing the counter down at all.", name: "Deepak Rastogi", role: "Owner, Rastogi & Sons, Kanpur" },
  { text: "WhatsApp catalogues bring customers in already knowing what they want.", name: "Priya Kapoor", role: "Showroom head, Chandigarh" },
  { text: "Three branches, one set of books, and GST returns in minutes.", name: "Vikram Singh", role: "Partner, Singh Jewellers, Delhi" },
];

export const TESTIMONIAL_DURATIONS = [15, 19, 17] as const;

/** 9 testimonials in 3 columns of 3 (SPEC section 9). */
export function testimonialColumns(list: Testimonial[] = testimonials): Testimonial[][] {
  return [list.slice(0, 3), list.slice(3, 6), list.slice(6, 9)];
}

export const homeFaqs: Faq[] = [
  {
    question: "What is Zevar ERP?",
    answer: "Zevar ERP is complete software for jewellery businesses: billing, stock, karigar, Girvi, accounts and GST, with owner, customer and quotation mobile apps.",
  },
  {
    question: "Is it suitable for a small shop?",
    answer: "Yes. Many of our users run a single counter. There is no setup cost and you can start with the modules you need and add more later.",
  },
  {
    question: "Does it handle GST and HUID?",
    answer: "Yes. Billing is GST-compliant, returns are prepared from your data, and every tag can be linked to its HUID.",
  },
  {
    question: "Can I use it on my phone?",
    answer: "Yes. The owner app shows sales, stock and alerts, and mobile billing works online or offline with later sync.",
  },
  {
    question: "Do you offer a free demo?",
    answer: "Yes. Book a free demo and our team will show the software on your own kind of business before you decide.",
  },
  {
    question: "What support do I get?",
    answer: "Phone, WhatsApp and remote support across India, 24/7 for urgent issues, with training for your staff.",
  },
];

export const closing = {
  title: "Run your whole jewellery business from one place",
  text: "Get the owner app on your phone and see your business wherever you are.",
  appStore: "Download on the App Store",
  playStore: "Get it on Google Play",
};

/** Every text of the home page that is not a list of things: what a translation supplies. */
export const homeTexts = {
  splash: "Loading...",
  hero,
  intro,
  ribbonTitle: "Why Choose Us",
  pauseRibbon: { pause: "Pause the scrolling ribbon", play: "Play the scrolling ribbon" },
  pauseTestimonials: { pause: "Pause testimonials", play: "Play testimonials" },
  closing,
};
export type HomeTexts = Texts<typeof homeTexts>;
