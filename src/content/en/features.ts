import type { IconName, Texts } from "../types.ts";

/** The Features page (SPEC "Features"): 34 cards covering every feature the spec names. */
export type Feature = { title: string; description: string; icon: IconName };

export const featuresTexts = {
  lead: "Everything Zevar ERP does for a jewellery business, in one place.",
};
export type FeaturesTexts = Texts<typeof featuresTexts>;

export const features: Feature[] = [
  { title: "Girvi Management", description: "Pledge loans with item details, photos, interest and receipts, from booking to release.", icon: "hand-coins" },
  { title: "Kitty and Schemes", description: "Monthly saving schemes and kitty groups with instalments, reminders and maturity.", icon: "piggy-bank" },
  { title: "Branch Management", description: "Stock, sales and accounts per branch, transfers between them, one view for the owner.", icon: "git-branch" },
  { title: "Member Points", description: "Loyalty points on every purchase, redeemed at the counter, to bring customers back.", icon: "star" },
  { title: "Job-wise Tracking", description: "Follow each job through design, karigar, polish and delivery with its weights.", icon: "clipboard-list" },
  { title: "Order and Repair", description: "Customer orders and repairs tracked to delivery, with alerts when they are ready.", icon: "wrench" },
  { title: "Cataloging", description: "A photo catalogue built from your own stock, searchable by design, weight and price.", icon: "book-open" },
  { title: "GST Billing", description: "GST-compliant bills for making charges, stones and old-gold exchange, and ready returns.", icon: "receipt" },
  { title: "Point of Sale", description: "A fast counter screen with barcode and RFID, estimates, exchange and split payments.", icon: "shopping-cart" },
  { title: "Karigar Management", description: "Metal issued and pieces received per karigar, wastage, labour and wages.", icon: "hammer" },
  { title: "Quotation App", description: "Make quotations on a phone at the customer's side and turn them into bills.", icon: "file-spreadsheet" },
  { title: "Owner App", description: "Live sales, stock, cash and alerts for the owner, wherever they are.", icon: "smartphone" },
  { title: "Customer App", description: "Your customers browse the catalogue, track orders and pay scheme instalments.", icon: "users" },
  { title: "CRM", description: "Customer history, birthdays and anniversaries, with greetings and offers on WhatsApp.", icon: "contact" },
  { title: "Biometric Salary", description: "Attendance from biometric devices feeding straight into staff salaries.", icon: "fingerprint-pattern" },
  { title: "RFID", description: "RFID tags for billing, stock counting and estimates: a tray verified in seconds.", icon: "radio" },
  { title: "Weighing Scale Integration", description: "Weights read from the scale into tags and bills, never typed by hand.", icon: "scale" },
  { title: "Internal Messaging", description: "Messages between counter, branches and office inside the software.", icon: "message-square" },
  { title: "Digital Gold", description: "Customers buy gold in small amounts and redeem it as jewellery.", icon: "gem" },
  { title: "Alerts on Data Alterations", description: "The owner is told at once when a bill or entry is edited or deleted.", icon: "bell-ring" },
  { title: "Festival-wise Analysis", description: "Compare Dhanteras, Akshaya Tritiya and wedding seasons year on year.", icon: "calendar-days" },
  { title: "Dead Stock Analysis", description: "Find pieces that have not moved and fast or slow sellers by design and weight.", icon: "archive" },
  { title: "Periodic Sales Reports", description: "Daily, weekly, monthly and yearly sales by counter, staff, item and branch.", icon: "chart-column" },
  { title: "Supplier-wise Stock", description: "Stock and purchases per supplier, with what sells from each.", icon: "truck" },
  { title: "WhatsApp Integration", description: "Bills, ledgers, reminders and greetings sent on WhatsApp from the software.", icon: "send" },
  { title: "Catalog Sharing", description: "Share selected designs with a customer as a catalogue in two taps.", icon: "book-open" },
  { title: "Dual-calendar Girvi Interest", description: "Girvi interest calculated and shown in both Hindi and English calendars.", icon: "calendar-days" },
  { title: "HUID Hallmarking", description: "Each tag linked to its HUID, with tag history for BIS audits.", icon: "badge-check" },
  { title: "Mobile Billing", description: "Bill from a phone online or offline; entries sync when you are back online.", icon: "smartphone" },
  { title: "User Restrictions", description: "Role-based permissions decide who can see, edit, discount or delete.", icon: "lock" },
  { title: "Pre-fix Labour and Wastage", description: "Labour and wastage fixed per item, customer or party, applied automatically.", icon: "percent" },
  { title: "Audit Trail", description: "Every edit and deletion recorded with the user and the time.", icon: "history" },
  { title: "Barcode Tagging", description: "Print barcode tags with weight, purity and HUID; scan them at the counter.", icon: "barcode" },
  { title: "Accounts and Tally Export", description: "Cash book, ledgers, trial balance and balance sheet, exportable to Tally.", icon: "calculator" },
];
