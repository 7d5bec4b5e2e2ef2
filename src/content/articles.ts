/**
 * The two static articles (SPEC "Static articles"), keyed by route path. Blocks keep
 * the text as data; the page renders them. The claims of the spec appear as stats.
 */
export type Block =
  | { kind: "p"; text: string }
  | { kind: "h2"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "stats"; items: { value: string; label: string }[] };

export type Article = {
  title: string;
  topic: string;
  readTime: string;
  published: string;
  lead: string;
  cta: { title: string; text: string; button: string };
  blocks: Block[];
};

export const articles: Record<"/blog/karigar-management-guide" | "/blog/digital-transformation-jewellery-business", Article> = {
  "/blog/karigar-management-guide": {
    title: "Complete Guide to Karigar Management",
    topic: "Manufacturing",
    readTime: "8 min read",
    published: "2025-06-12",
    lead:
      "Karigars are the heart of jewellery manufacturing, and also where grams quietly disappear. This guide shows how manufacturers keep every issue, receipt and wage in order.",
    cta: {
      title: "See karigar management on your own workshop",
      text: "We will set up your departments, karigars and rates in a free demo.",
      button: "Book a Manufacturing Demo",
    },
    blocks: [
      { kind: "h2", text: "Why karigar accounts go wrong" },
      {
        kind: "p",
        text:
          "A typical workshop issues gold to a dozen karigars every morning and receives finished pieces, scrap and dust back over days. Written in registers, the balance of each karigar is only as good as the last person who added it up. Wastage allowances differ by item and by karigar, labour is paid per piece or per gram, and a few milligrams lost at every step add up to real money by the end of the month.",
      },
      { kind: "h2", text: "Issue and receipt, in one ledger per karigar" },
      {
        kind: "p",
        text:
          "Every issue of metal, stones or findings is entered against the karigar with its weight and purity; every receipt of finished goods, scrap and returned metal is entered the same way. The software keeps the running balance in fine weight, so the owner can see at any moment how much gold each karigar holds.",
      },
      {
        kind: "list",
        items: [
          "Department-wise stock: casting, filing, setting, polishing, with automatic transfers between them.",
          "Wastage fixed per item or per karigar and applied automatically.",
          "Multi-step loss reports that show at which step, and with whom, weight was lost.",
          "Weight invested versus weight produced for each lot.",
        ],
      },
      { kind: "h2", text: "Wages without the weekend of arithmetic" },
      {
        kind: "p",
        text:
          "When receipts are recorded as they happen, wages follow from them: per piece, per gram or per design, with advances and deductions. The weekly wage sheet becomes a report instead of a spreadsheet exercise, and disputes are settled by looking at the entries together.",
      },
      {
        kind: "stats",
        items: [
          { value: "30%", label: "less wastage once every gram is issued and received against a karigar" },
          { value: "50%", label: "faster wage processing when wages follow from recorded receipts" },
        ],
      },
      { kind: "h2", text: "Getting started" },
      {
        kind: "p",
        text:
          "Start with your karigar list, the items they make and the wastage and labour you already agree with them. Opening balances are entered once; from the next issue onward the software keeps the books. Most workshops run their first full week on the system within a month.",
      },
    ],
  },
  "/blog/digital-transformation-jewellery-business": {
    title: "From Traditional to Tech-Enabled Business",
    topic: "Digital transformation",
    readTime: "7 min read",
    published: "2025-04-22",
    lead:
      "Ledgers, tag books and memory built the jewellery trade. Software does not replace the trust behind them; it gives the jeweller time back and numbers that can be relied on.",
    cta: {
      title: "Take the first step",
      text: "Book a free demo and see your own business on Zevar ERP.",
      button: "Start Your Digital Journey",
    },
    blocks: [
      { kind: "h2", text: "What changes when the counter goes digital" },
      {
        kind: "p",
        text:
          "Bills are made in seconds with rates, making charges and GST filled in. Every tag is known: its weight, purity, HUID and where it sits. Old-gold exchange, schemes and orders stop living in separate books. And the owner sees the day's sales on a phone without calling the shop.",
      },
      {
        kind: "stats",
        items: [
          { value: "40%", label: "less operational time at the counter and in the back office" },
          { value: "25%", label: "higher customer satisfaction" },
          { value: "60%", label: "better inventory accuracy with barcode and RFID tags" },
          { value: "35%", label: "more repeat customers with reminders, schemes and catalogues" },
          { value: "50%", label: "faster compliance reporting for GST and hallmarking" },
        ],
      },
      {
        kind: "p",
        text:
          "None of this needs a big-bang change. Jewellers who make the move successfully do it one counter and one habit at a time, keeping the old books alongside for a few weeks until the staff trust the new numbers. The point is not the computer on the counter; it is the hour the owner gets back every evening, and the certainty that the stock on paper is the stock in the trays.",
      },
      { kind: "h2", text: "Where the time goes today" },
      {
        kind: "p",
        text:
          "Ask any owner where the day goes and the answers are the same: matching the tag book with the trays, writing and re-checking bills, chasing karigars for pending orders, preparing figures for the accountant, and answering calls from customers who want to know if their repair is ready. Each of these is a small task, but together they fill the evening. Software takes them off the owner's desk because the information is captured once, at the moment it happens, and reused everywhere after that.",
      },
      { kind: "h2", text: "A step-by-step path" },
      {
        kind: "list",
        items: [
          "Tag the stock: barcode or RFID tags with weight, purity and HUID.",
          "Move billing to the software, with GST and old-gold exchange.",
          "Bring in customers: orders, repairs, schemes and reminders.",
          "Give the owner the mobile app and alerts on every changed bill.",
          "Add the catalogue and WhatsApp sharing to reach customers at home.",
        ],
      },
      { kind: "h2", text: "Keeping the trust" },
      {
        kind: "p",
        text:
          "Customers trust a jeweller for the purity of the gold and the honesty of the bill. Printed HUID on every bill, clear making charges and instant receipts on WhatsApp make that trust visible, and an audit trail protects the owner as much as the customer. The family business stays a family business; it simply stops depending on one person's memory.",
      },
    ],
  },
};
