/**
 * The two static articles (SPEC "Static articles"), keyed by route id (src/lib/paths.ts). Blocks keep
 * the text as data; the page renders them. The claims of the spec appear as stats.
 * The read time is not written by hand: it is computed from the text (readingMinutes).
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

/** An article as written; its readTime is derived from the text. */
type Draft = Omit<Article, "readTime">;

export type ArticleId = "karigarGuide" | "digitalTransformation";

/** Reading speed used for the read time. */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: whitespace-separated tokens that contain a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** The text that is read: the lead and every block's text, list items and stat labels (not the title). */
export function articleText(article: Pick<Article, "lead" | "blocks">): string[] {
  return [
    article.lead,
    ...article.blocks.flatMap((b) => {
      switch (b.kind) {
        case "p":
        case "h2":
          return [b.text];
        case "list":
          return b.items;
        case "stats":
          return b.items.map((s) => s.label);
      }
    }),
  ];
}

/** Words in the lead and blocks of an article. */
export function articleWords(article: Pick<Article, "lead" | "blocks">): number {
  return articleText(article).reduce((n, t) => n + countWords(t), 0);
}

/** Minutes to read an article at WORDS_PER_MINUTE, rounded up. */
export function readingMinutes(article: Pick<Article, "lead" | "blocks">): number {
  return Math.ceil(articleWords(article) / WORDS_PER_MINUTE);
}

function withReadTime(draft: Draft): Article {
  return { ...draft, readTime: `${readingMinutes(draft)} min read` };
}

const karigarGuide: Draft = {
  title: "Complete Guide to Karigar Management",
  topic: "Manufacturing",
  published: "2025-06-12",
  lead:
    "Karigars are the heart of jewellery manufacturing, and also where grams quietly disappear. This guide explains how manufacturers keep every issue, receipt, loss and wage in order, what usually goes wrong, and how to move the workshop from registers to software without stopping production.",
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
    {
      kind: "p",
      text:
        "The problem is rarely dishonesty. More often it is timing and arithmetic. Metal is issued in a hurry in the morning, receipts come back in the evening when the manager is busy at the counter, the purity of returned scrap is assumed rather than tested, and the wastage is worked out at the month end from memory of what was agreed. By the time a shortage is noticed, nobody can say which lot, which step or which day it belongs to, and the conversation with the karigar turns into an argument instead of a check.",
    },
    { kind: "h2", text: "First agree on the units: fine weight, touch and wastage" },
    {
      kind: "p",
      text:
        "Every karigar account should be kept in fine weight, the pure gold content of the metal, and not only in gross weight. A 10 gram piece of 22 carat gold at 91.6 touch carries 9.16 grams of fine gold; 10 grams of 18 carat at 75.0 touch carries only 7.5. If issues are written in gross weight and receipts in a mixture of carats, the balance means nothing. Convert everything to fine weight at the moment of entry, using the touch of that particular lot, and the karigar's balance becomes a single number that both sides can check.",
    },
    {
      kind: "p",
      text:
        "Wastage is the allowance you give the karigar for metal that is genuinely lost while making a piece: filings that escape collection, metal that goes into polishing dust, small losses in soldering and melting. It is usually agreed as a percentage, and it should differ by item. A plain bangle and a filigree necklace do not lose the same amount, and a new karigar on a difficult design may need a different allowance from an experienced one on a routine item. Write these rates down item-wise and karigar-wise before you start. The same applies to labour, whether it is paid per piece, per gram or per design.",
    },
    { kind: "h2", text: "Issue and receipt, in one ledger per karigar" },
    {
      kind: "p",
      text:
        "Every issue of metal, stones or findings is entered against the karigar with its weight and purity; every receipt of finished goods, scrap and returned metal is entered the same way. The software keeps the running balance in fine weight, so the owner can see at any moment how much gold each karigar holds.",
    },
    {
      kind: "p",
      text:
        "Issue against an order or a lot, not just against the karigar. When the issue slip says which design, how many pieces and what weight is expected, the receipt can be checked on the spot: pieces received, their gross and net weight, stone weight, the scrap and dust returned, and the balance still pending. Stones and findings should be counted and weighed the same way, because a karigar who holds stones holds money too.",
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
    {
      kind: "p",
      text:
        "When one entry feeds every report, the issue register, the karigar ledger, the list of pending work and the wage sheet can never disagree with each other, and nobody has to reconcile them by hand on a Saturday night. The karigar's own statement can be shared with him on WhatsApp, so he sees the same figures the office sees.",
    },
    { kind: "h2", text: "Following the metal through the departments" },
    {
      kind: "p",
      text:
        "In a manufacturing unit the same gold passes through several hands: it is melted and alloyed, cast or drawn into wire, filed, assembled, set with stones and polished. Each department should hold its own stock, and metal should move between departments by a transfer entry rather than by hand. With department-wise stock and automatic transfers, the setting department cannot receive more than the filing department sent, and a piece that is stuck between departments shows up as pending instead of disappearing.",
    },
    {
      kind: "p",
      text:
        "Loss should then be measured step by step. A multi-step loss report shows how much weight was lost at casting, at filing, at setting and at polishing, and with which karigar. Compare it with the wastage you allow and you will quickly see which step or which person needs attention. Set up design masters with a bill of materials for your regular items: the expected metal, stones and findings per piece. The comparison of weight invested versus weight produced for each lot then tells you whether the lot behaved normally, before the pieces go to the showroom or to a wholesale customer.",
    },
    {
      kind: "p",
      text:
        "Do not forget what comes back as scrap. Filings, polishing dust and floor sweepings contain real gold. Collect them karigar-wise or department-wise, weigh them, and credit them at the touch you actually get back after refining rather than at an assumed figure. Recoveries that are handled carelessly are a loss that no karigar will be blamed for and nobody will notice.",
    },
    { kind: "h2", text: "Hallmarking, HUID and tagging" },
    {
      kind: "p",
      text:
        "Hallmarking is now part of the production flow, not an afterthought. Finished pieces go to the assaying and hallmarking centre and come back with a six-character HUID for each piece. Treat the centre like any other outside party: enter the issue with piece count and weight, and the receipt with the HUID of each piece. Pieces that fail the purity test come back for correction and should be tracked as a separate lot. Once the HUID is recorded, the piece can be tagged with its gross weight, net weight, stone details and HUID, and the tag history stays linked to that HUID when the piece later moves to a showroom, a branch or a customer.",
    },
    { kind: "h2", text: "Wages without the weekend of arithmetic" },
    {
      kind: "p",
      text:
        "When receipts are recorded as they happen, wages follow from them: per piece, per gram or per design, with advances and deductions. The weekly wage sheet becomes a report instead of a spreadsheet exercise, and disputes are settled by looking at the entries together.",
    },
    {
      kind: "p",
      text:
        "Keep advances, loans and deductions in the same account as the karigar's work, so the payment shows what was earned, what was already taken and what is due. Where a karigar's metal balance is short beyond the agreed wastage, decide in advance how it will be settled: in metal, in cash at the day's rate, or against future labour. Writing this policy down avoids the most bitter disputes. For salaried staff in the workshop, biometric attendance linked to payroll removes another set of registers, and with GST and Tally support, wage payments and job-work bills reach your accountant as entries rather than a bundle of slips.",
    },
    {
      kind: "p",
      text:
        "If your karigars work outside your premises, the metal you send them is job work under GST, and your accountant will need the issue and receipt details for the job-work statement (ITC-04). A clean issue and receipt ledger gives those figures without a separate exercise.",
    },
    {
      kind: "stats",
      items: [
        { value: "30%", label: "less wastage once every gram is issued and received against a karigar" },
        { value: "50%", label: "faster wage processing when wages follow from recorded receipts" },
      ],
    },
    { kind: "h2", text: "Common mistakes" },
    {
      kind: "list",
      items: [
        "Keeping balances in gross weight and converting to fine weight only at the month end.",
        "One wastage rate for every item and every karigar, which rewards careless work on simple items and punishes difficult designs.",
        "Entering the receipt the next day. The karigar remembers the weight; the register does not.",
        "Assuming the touch of returned scrap instead of testing it.",
        "Letting every staff member edit or delete old entries. Use user restrictions and role-based permissions, and keep the audit trail on so that every change shows who made it and when.",
        "Running the software and the registers side by side indefinitely. A short parallel run builds trust; a permanent one doubles the work, and soon nobody knows which book is right.",
      ],
    },
    { kind: "h2", text: "Rolling out software without stopping production" },
    {
      kind: "p",
      text:
        "The safest way to move a workshop to software is in stages, starting in a quiet part of the year rather than just before Dhanteras or the wedding season, when every karigar is busy and nobody has time to learn.",
    },
    {
      kind: "list",
      items: [
        "Prepare the masters: karigars, departments, items and designs, with the agreed wastage and labour rates for each.",
        "Count and weigh. Take a physical balance with every karigar and department on one cut-off date, agree it with the karigar and get it signed. This becomes the opening balance.",
        "Choose one department or a small group of karigars and run their issues and receipts on the software first, keeping the register alongside for two or three weeks.",
        "Compare the software balances with the register every evening during that period. Differences almost always point to a missed entry, and finding them together is the best training.",
        "Extend to the remaining departments, and switch wages to the software once at least one full wage cycle matches.",
        "Only then add the refinements: design masters and bill of materials, loss reports by step, and custom workflows for your own approval process.",
      ],
    },
    {
      kind: "p",
      text:
        "Zevar ERP is available as an offline desktop version and as a cloud version. A workshop with an unreliable internet connection may start on the desktop; a business with a showroom or branches in another city may prefer the cloud, so that the same figures are available everywhere. Either way, the owner mobile app lets the owner keep an eye on the business without a phone call to the workshop.",
    },
    { kind: "h2", text: "A short checklist" },
    {
      kind: "list",
      items: [
        "Every karigar has an agreed item-wise wastage and labour rate on record.",
        "Every issue and receipt is entered the same day, in fine weight, against a lot.",
        "Scrap, dust and sweepings are weighed, refined and credited at the actual touch.",
        "Karigar balances are checked physically at regular intervals, not only when a problem appears.",
        "Loss reports are reviewed by step and by karigar every week.",
        "Only authorised users can change past entries, and every change is logged.",
        "Wages are produced from receipts, not from a separate calculation.",
      ],
    },
    { kind: "h2", text: "Getting started" },
    {
      kind: "p",
      text:
        "Start with your karigar list, the items they make and the wastage and labour you already agree with them. Opening balances are entered once; from the next issue onward the software keeps the books. Zevar ERP has been made for jewellers since 1997, from Mathura, and its manufacturing edition covers chain, diamond and CZ jewellery among other types. In a demo we set up your own departments, karigars and rates, so that what you see is your workshop and not a sample one.",
    },
  ],
};

const digitalJourney: Draft = {
  title: "From Traditional to Tech-Enabled Business",
  topic: "Digital transformation",
  published: "2025-04-22",
  lead:
    "Ledgers, tag books and memory built the jewellery trade. Software does not replace the trust behind them; it gives the jeweller time back and numbers that can be relied on. This article walks through what changes at the counter, in the stock room and in the back office, and how to make the move one step at a time.",
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
    {
      kind: "p",
      text:
        "There is also time that nobody sees being lost: the stock count before a festival that takes two days, the customer who leaves because the salesman could not find a design that was lying in the other branch, the scheme instalment that nobody reminded the customer about, and the GST return that waits for three missing purchase bills.",
    },
    { kind: "h2", text: "Start with the stock: tagging, HUID and RFID" },
    {
      kind: "p",
      text:
        "Every digital jewellery business begins with tagged stock. Each piece gets a tag with a barcode or an RFID chip, and against that tag the software holds the gross weight, stone weight and net weight, purity, HUID, making charge and design or category. Presetting labour and polish charges by category makes tagging fast, and tags can be split or merged when a set is broken up or put together.",
    },
    {
      kind: "p",
      text:
        "Once the tags exist, the tag book disappears. Stock can be counted by scanning trays instead of reading labels one by one; with RFID a whole tray is read at once, so a daily or weekly count stops being a festival-season chore. Stock reports show dead stock and fast- and slow-moving designs, which tells the owner what to melt, what to reorder and what to put in the window.",
    },
    { kind: "h2", text: "Billing, old gold and GST at the counter" },
    {
      kind: "p",
      text:
        "At the counter the salesman scans the tag and the bill fills itself: today's rate, weight, making charges, stone value, HUID and GST. Old gold is tested for purity and entered on the same bill as an exchange, and the customer sees a clear breakup of what they are paying for and what they are getting for their old jewellery. The same scan makes an estimate before the customer decides, without figures scribbled on a slip.",
    },
    {
      kind: "p",
      text:
        "Control matters as much as speed. Keep credit sales and changes to a saved bill behind an OTP approval from the owner, record every edit and deletion with the user and the time, and send the owner an alert when it happens. This is not about suspecting the staff; it is about making sure that when a figure is questioned, there is an answer.",
    },
    {
      kind: "p",
      text:
        "For the accountant, GST-compliant sales, purchases and returns are already in the system, and with Tally support the entries reach the books without being typed again. Hallmarking details are on every tag and every bill, so a question from a customer or an inspector can be answered from the screen instead of from a file.",
    },
    { kind: "h2", text: "Customers, orders, schemes and girvi" },
    {
      kind: "p",
      text:
        "The counter knows a customer once the customer has a record: purchases, old-gold exchanges, orders, repairs, scheme instalments, birthdays and anniversaries. Order and repair tracking removes most of the phone calls, because the customer receives an alert when the piece is ready. Kitty or gold saving schemes run on their own schedule of instalments, with reminders, and a maturity that the customer redeems against a purchase. For jewellers who also lend against gold, girvi accounts with interest by month, week or year, biometric KYC and document upload can sit in the same system instead of a separate register.",
    },
    {
      kind: "p",
      text:
        "The catalogue is the newest counter. Sharing designs as a WhatsApp catalogue lets a family choose pieces at home and come in to see a shortlist, and sending bills and receipts on WhatsApp gives the customer a record they can keep. Some jewellers add digital gold, so that a customer can buy small amounts regularly and turn them into jewellery later.",
    },
    { kind: "h2", text: "Running more than one branch" },
    {
      kind: "p",
      text:
        "A second branch, or a separate wholesale and retail business, multiplies every problem of a single shop. Stock must move between branches by a transfer entry, not a phone call; each branch should know what the other branches hold; and the owner needs one combined picture of sales, stock and cash. Role-based permissions matter more here: a branch manager may approve discounts in their own branch but should not be able to edit another branch's bills. The cloud version suits a business spread across cities, while a single showroom with an unreliable connection may prefer the offline desktop version.",
    },
    { kind: "h2", text: "The owner's view" },
    {
      kind: "p",
      text:
        "The most visible change for the owner is the phone. With the owner mobile app, the day's sales and alerts about changed bills reach the owner wherever they are. Festival-wise sales analysis shows how this Dhanteras compared with the last one, and customer-wise reports show who buys regularly and who has gone quiet. Decisions that were made on instinct can now be checked against figures, and the instinct usually gets better for it.",
    },
    { kind: "h2", text: "A step-by-step path" },
    {
      kind: "list",
      items: [
        "Fix the order of change and a start date, away from Dhanteras, Akshaya Tritiya and the wedding season.",
        "Clean the masters: item categories, purities, making charges, customers and suppliers.",
        "Tag the stock: barcode or RFID tags with weight, purity and HUID. Count once, physically, and make that count the opening stock.",
        "Move billing to the software, with GST and old-gold exchange.",
        "Bring in customers: orders, repairs, schemes and reminders.",
        "Give the owner the mobile app and alerts on every changed bill.",
        "Connect the accounts to Tally or keep them in the software, as your accountant prefers.",
        "Add the catalogue and WhatsApp sharing to reach customers at home.",
      ],
    },
    {
      kind: "p",
      text:
        "Each step should be settled before the next one starts. Keep the paper bill book and the tag book running alongside for two to four weeks, compare them with the software every evening, and close them once the figures match day after day. Train the counter staff first and the owner's family second; the people who bill all day are the ones who decide whether the system works.",
    },
    { kind: "h2", text: "Mistakes that slow the move" },
    {
      kind: "list",
      items: [
        "Trying to change everything in one week, usually the week before a festival.",
        "Entering opening stock from the old tag book instead of a physical count, so the software inherits the old errors.",
        "Training only one family member and leaving the counter staff to learn on customers.",
        "Giving everyone full rights. User restrictions should match what each person actually does.",
        "Keeping the paper bill book 'just in case' for months. Once the figures match, close it.",
        "Choosing a system on price alone, without checking how it handles your own making-charge, wastage and old-gold practices.",
      ],
    },
    { kind: "h2", text: "Keeping the trust" },
    {
      kind: "p",
      text:
        "Customers trust a jeweller for the purity of the gold and the honesty of the bill. Printed HUID on every bill, clear making charges and instant receipts on WhatsApp make that trust visible, and an audit trail protects the owner as much as the customer. The family business stays a family business; it simply stops depending on one person's memory.",
    },
    { kind: "h2", text: "A short checklist before you begin" },
    {
      kind: "list",
      items: [
        "A date for the physical stock count, and the people who will do it.",
        "Item categories, purities and making-charge rules written down.",
        "One person at each counter responsible for learning the new billing first.",
        "Customer mobile numbers collected, with consent for WhatsApp messages.",
        "A decision on the desktop or cloud version, and on Tally.",
        "A parallel run of two to four weeks with a daily comparison.",
        "Permissions decided for each role before the first bill is made.",
      ],
    },
    {
      kind: "p",
      text:
        "Zevar ERP has been made for jewellers since 1997, from Mathura, for retail, wholesale, manufacturing and girvi businesses. A demo on your own items and rates is the easiest way to see which of these steps fits your business first.",
    },
  ],
};

export const articles: Record<ArticleId, Article> = {
  karigarGuide: withReadTime(karigarGuide),
  digitalTransformation: withReadTime(digitalJourney),
};
