/**
 * Edition pages (SPEC "Edition pages", section 1 statements). Counts asserted by
 * tests: selling points retail 13, wholesale 7, manufacturing 10, Girvi 9; galleries
 * retail 10, Girvi 5, manufacturing 9, wholesale 5; manufacturing types 6.
 */
import type { ToolId } from "./tools.ts";
import type { Texts } from "../types.ts";
import type { ScreenId } from "../screens.ts";

export const editionTexts = {
  pointsTitle: (badge: string) => `Why jewellers choose the ${badge}`,
  screenshotsLabel: (badge: string) => `${badge} screenshots`,
};
export type EditionTexts = Texts<typeof editionTexts>;

/** /versions: the four editions, each linking to its page. */
export const versionsTexts = {
  lead: "One software, four editions: pick the one built for your business.",
  explore: (edition: string) => `Explore ${edition}`,
};
export type VersionsTexts = Texts<typeof versionsTexts>;

export type SellingPoint = { title: string; description: string; subtitle?: string };
/** A screenshot slot: the drawn screen `id` (../screens.ts), or a real screenshot dropped in its place (src/lib/screens.ts). */
export type Screenshot = { id: ScreenId; title: string; description: string };
/** A slot as the carousel shows it: its picture and the picture's description (src/content/<code>/screens.ts). */
export type ShownScreenshot = Screenshot & { image: string; alt: string };
export type EditionPage = {
  badge: string;
  title: [string, string];
  description: string;
  points: SellingPoint[];
  gallery: Screenshot[];
  types?: string[];
  /** The free tool this edition's jewellers use (issue 16): pointed to under the hero. */
  tool?: ToolId;
};

function gallery(edition: "retail" | "wholesale" | "manufacturing" | "girvi", items: [string, string][]): Screenshot[] {
  return items.map(([title, description], i) => ({ id: `${edition}-${i + 1}` as ScreenId, title, description }));
}

export const editionPages: Record<"retail" | "wholesale" | "manufacturing" | "moneyLending", EditionPage> = {
  retail: {
    badge: "Retail Version",
    tool: "gst",
    title: ["Retail Jewellery", "Software"],
    description: "Fast tagging, HUID, RFID and GST billing, with the owner alerted to every change.",
    points: [
      { title: "Fast tagging", description: "Tags with preset labour and polish charges, printed with weight, purity and HUID." },
      { title: "HUID-linked tag history", description: "Every tag's life, from purchase to sale, linked to its HUID." },
      { title: "Tag split and merge", description: "Split a set into pieces or merge pieces into a set without losing history." },
      { title: "Dead stock analysis", description: "Fast and slow movers by design, weight and age, so the trays earn their keep." },
      { title: "Festival-wise sales", description: "Compare Dhanteras, Akshaya Tritiya and wedding seasons year on year." },
      { title: "RFID", description: "RFID readers for billing, stock counting and estimation." },
      { title: "Edit and delete log", description: "Every edit and deletion logged with the user and the time." },
      { title: "Instant alerts on changes", description: "The owner is alerted the moment a bill or entry is modified." },
      { title: "OTP approval", description: "Credit sales and bill changes need the owner's OTP." },
      { title: "Owner mobile alerts", description: "Sales, cash and alerts on the owner's phone, wherever they are." },
      { title: "Order and repair tracking", description: "Orders and repairs tracked to delivery, with alerts to the customer." },
      { title: "Jewellery insurance in billing", description: "Insurance for the customer's purchase added right in the bill." },
      { title: "GST billing with barcode", description: "GST-compliant bills in seconds with barcode scanning." },
    ],
    gallery: gallery("retail", [
      ["Billing", "The counter bill with rates, making charges, GST and old-gold exchange."],
      ["Tagging", "Tags with preset labour, polish and HUID."],
      ["Tag history", "One tag's life from purchase to sale."],
      ["Stock summary", "Stock by item, purity and counter."],
      ["Dead stock", "Slow movers by age and design."],
      ["Festival analysis", "Season against season."],
      ["RFID stock count", "A tray verified with an RFID reader."],
      ["Orders and repairs", "Pending orders and repairs with due dates."],
      ["Edit log", "Who changed what, and when."],
      ["Owner app", "The day's sales on the owner's phone."],
    ]),
  },
  wholesale: {
    badge: "Wholesale",
    title: ["Wholesale Jewellery", "Software"],
    description: "Sale, purchase, metal receipt, bhav fix and transfer on one screen, online or offline.",
    points: [
      { title: "Single-screen entries", subtitle: "Sale, sale return, purchase, metal receipt, cash receipt, bhav fix, transfer", description: "Every wholesale voucher from one screen, without switching menus." },
      { title: "Mobile billing", description: "Bill from a phone at the customer's shop." },
      { title: "Online and offline", subtitle: "Sync later", description: "Keep working without internet; entries sync when you are back online." },
      { title: "WhatsApp bills and ledgers", description: "Send bills and ledgers to parties on WhatsApp in a tap." },
      { title: "Customer-wise profit", description: "Profit per party, item and period." },
      { title: "Automatic wastage and labour", subtitle: "Per customer", description: "Each party's agreed wastage and labour applied automatically." },
      { title: "Poly and box stock", subtitle: "Multiple weights", description: "Stock by poly and box with gross, net and fine weights." },
    ],
    gallery: gallery("wholesale", [
      ["Single-screen voucher", "Sale, purchase, receipts and bhav fix together."],
      ["Party ledger", "Metal and cash balances per party."],
      ["Mobile billing", "A bill made on a phone."],
      ["Profit report", "Customer-wise profit."],
      ["Poly and box stock", "Stock with multiple weights."],
    ]),
  },
  manufacturing: {
    badge: "Manufacturing",
    title: ["Jewellery Manufacturing", "Software"],
    description: "Karigars, departments, losses and designs for chain, diamond, kundan, CZ, gold and silver units.",
    types: ["CZ", "Chain", "Diamond", "Kundan", "Plain Gold", "Silver"],
    points: [
      { title: "Chain manufacturing module", description: "Wire, links and lengths tracked through every process." },
      { title: "Diamond jewellery module", description: "Stones by size, colour and clarity issued and received with each job." },
      { title: "CZ jewellery module", description: "CZ setting with stone counts and weights per design." },
      { title: "Department-wise stock", description: "Casting, filing, setting and polishing each hold their own stock." },
      { title: "Automatic transfers", description: "Stock moves between departments as jobs move." },
      { title: "Multi-step loss reports", description: "Loss at every step and with every karigar, in grams and fine weight." },
      { title: "Weight invested versus produced", description: "What went into each lot against what came out." },
      { title: "Design masters", description: "Designs with images, standard weights and labour." },
      { title: "Bills of materials", description: "Metal, stones and findings each design needs." },
      { title: "Karigar wages", description: "Wages from recorded receipts, per piece or per gram." },
    ],
    gallery: gallery("manufacturing", [
      ["Job card", "A job through every department."],
      ["Karigar ledger", "Issues and receipts per karigar."],
      ["Department stock", "Stock held by each department."],
      ["Loss report", "Loss at every step."],
      ["Design master", "A design with its bill of materials."],
      ["Casting", "Metal issued to casting."],
      ["Stone setting", "Stones issued with a job."],
      ["Production summary", "Weight invested against produced."],
      ["Wage sheet", "A week's karigar wages."],
    ]),
  },
  moneyLending: {
    badge: "Girvi Money Lending",
    tool: "girvi",
    title: ["Girvi Money Lending", "Software"],
    description: "Pledge loans with interest by month, week or year, biometric KYC and Hindi and English calendars.",
    points: [
      { title: "Interest by month, week or year", description: "Simple or compound interest on the period you agree." },
      { title: "Automatic recalculation", description: "Pending vouchers recalculated automatically as time passes." },
      { title: "Biometric KYC", description: "Fingerprint KYC with document upload for every borrower." },
      { title: "Entry-wise loss tracking", description: "Loss tracked for each pledge entry." },
      { title: "Hindi and English calendars", description: "Interest calculated and shown in both calendars." },
      { title: "Accounts and items", description: "Borrower accounts with the items pledged, their weights and photos." },
      { title: "Receipt and return vouchers", description: "Loan receipts and item returns with printed slips." },
      { title: "Transfer and transfer return", description: "Move pledges between accounts and back." },
      { title: "Reports and order integration", description: "Outstanding, interest and due reports, linked with jewellery orders." },
    ],
    gallery: gallery("girvi", [
      ["Girvi entry", "A pledge with items, weights and photos."],
      ["Interest calculation", "Interest by month, week or year."],
      ["Biometric KYC", "Borrower KYC with documents."],
      ["Receipt voucher", "A loan receipt."],
      ["Due report", "Pledges due this month."],
    ]),
  },
};

/**
 * The screenshot carousel's and its dialog's labels, passed to the island as JSON
 * (so no functions): "{n}" and "{total}" are filled in by the island.
 */
export const carouselTexts = {
  /** aria-roledescription of the carousel and of each slide. */
  carousel: "carousel",
  slide: "slide",
  slideLabel: "{n} of {total}",
  previous: "Previous screenshot",
  next: "Next screenshot",
  /** The dialog's name before a screenshot is chosen. */
  dialog: "Screenshot",
  close: "Close screenshot",
  /** Above the large picture on a screen narrower than it, and its region's name. */
  pan: "Drag or scroll to see the whole screen",
};
export type CarouselTexts = Texts<typeof carouselTexts>;
