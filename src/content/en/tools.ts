/**
 * The free jeweller tools (/tools): what each promises, what its page says around the
 * calculator, and the software its call to action preselects, keyed by tool id (the
 * tools themselves, their paths and figures: src/tools/<id>/).
 */
import type { DateText, MonthStyle } from "../../lib/calendar.ts";
import { estimateLabels, estimateMessages, estimateText, exchangeLabels, exchangeMessages, exchangeText } from "./tools-counter.ts";

export type ToolId = "gst" | "girvi" | "gold-loan-value" | "huid" | "purity" | "estimate" | "exchange";

export type ToolText = {
  /** The page's <h1> and the card's title. */
  name: string;
  /** One line on the /tools index. */
  promise: string;
  description: string;
  keywords: string;
  /** The software the demo form preselects from this tool's call to action (SPEC section 3's values). */
  software: "Retail Showroom Software" | "Money lending (Girvi) Software";
  /** The call to action's lead, above its button. */
  cta: string;
  /** What the tool applies, said plainly under the result. */
  notes: string[];
  /** A tool to go to next, with a line that says why (the Girvi calculator ↔ the gold loan value). */
  seeAlso?: { tool: ToolId; lead: string };
};

export const toolTexts: Record<ToolId, ToolText> = {
  gst: {
    name: "Jewellery GST and Price Calculator",
    promise: "Metal, wastage, making, stones and 3 % GST — the customer's bill in seconds, or 5 % on a karigar's job work.",
    description:
      "Free jewellery GST calculator: metal value from the rate per 10 g, wastage, making charges, stones, CGST and SGST or IGST, old gold exchange. Job work at 5 %.",
    keywords: "GST on gold jewellery, jewellery GST calculator, gold price with GST, making charges GST, job work GST",
    software: "Retail Showroom Software",
    cta: "Zevar ERP prints this bill for every sale — with HUID, tags and old-gold exchange.",
    notes: [
      "Retail: GST is 3 % on the whole taxable value — metal, wastage, making charges and stones — as CGST 1.5 % + SGST 1.5 %, or IGST 3 % when the piece is delivered to another state.",
      "Each amount is worked out from the exact figures you enter and rounded to the paisa once; the taxable value, the GST and the total add up the amounts as printed, as an invoice must.",
      "GST follows the place of supply, which for goods is where they are delivered (IGST Act s.10(1)), not where the customer lives. A customer from another state who takes the piece at the counter pays CGST + SGST.",
      "Old gold taken from a customer is not a taxable supply: its value is deducted after GST, from the invoice total.",
      "Job work (SAC 9988) is a karigar's work on metal that belongs to a GST-registered jeweller: GST is 5 % on the job-work charge only. The karigar's own materials (solder, findings) belong in that charge; only the jeweller's own metal and stones stay out of it, and old gold does not count.",
      "Making jewellery from a customer's own gold is not job work but a service (SAC 998892): GST is 18 % on the making charge.",
      "These are the rates in force after the GST Council's September 2025 changes, which left jewellery at 3 %. Confirm your invoices with your chartered accountant.",
    ],
  },
  girvi: {
    name: "Girvi Interest Calculator",
    promise: "Rupees per ₹100 a month, simple or compound, 30-day or calendar months, with part payments.",
    description:
      "Free Girvi (gold loan) interest calculator: rate per ₹100 per month, simple or compound, Mahajani 30-day months or calendar months, minimum period and part payments.",
    keywords: "girvi interest calculator, girvi byaj calculator, 2 rupaye saikda, gold loan interest, pledge interest",
    software: "Money lending (Girvi) Software",
    cta: "Zevar ERP's Girvi software works out every loan like this, with reminders, KYC and dual calendars.",
    notes: [
      "The rate is rupees and paise per ₹100 per month (at most 2 decimals): 2 rupaye saikda is 2 % a month.",
      "30-day months (Mahajani): every month counts as 30 days and its last day as its 30th (the 31st, and 28 or 29 February): 31 January → 28 February is one month, 28 February → 1 March one day; part of a month is days ÷ 30. Calendar months: whole months from the loan date, then the remaining days over the days of that running month.",
      "A part payment pays the interest due first, then the principal. Compound interest adds the interest due to the principal every chosen number of months from the loan date; with 30-day months, every 30 days of the same count (a loan of 31 January is compounded on the last day of February, the 28th, or the 29th in a leap year).",
      "Part of a month is counted once, over the whole loan: the months run from the loan date, and each line of the account is charged the months the loan has reached at its end, less those already charged. With a full month, the month charged up to a part payment is paid for, and payments within it start no new month: a loan of 1 January with payments on 5, 10 and 15 January, settled on 31 January, is charged one month, not four. Each line's period is shown from its own date.",
      "A loan settled before the minimum period is charged what it would owe had it run the whole minimum period: with compound interest, compounded over that period, so the minimum costs the same whether or not a compounding falls on the settlement date.",
      "State money-lending laws cap interest rates; Maharashtra's Money-Lending (Regulation) Act, 2014 (section 31) also bars compound interest and total interest above the principal. This calculator takes no position on any rate: check the law of your state.",
      "It works out loans of up to ₹100 crore, 10 per ₹100 a month, 30 years and 24 part payments; an account of more than 60 lines is shown a line per year.",
    ],
    seeAlso: { tool: "gold-loan-value", lead: "Before the loan: how much can you lend on the ornament?" },
  },
  "gold-loan-value": {
    name: "Gold Loan Value Calculator",
    promise: "How much to lend on an ornament: fine gold, its value at the 999 rate, and the loan at the most RBI allows or your own margin.",
    description:
      "Free gold loan value calculator for Girvi lenders: gross weight less stones, purity to fine gold, its value at the 999 rate per 10 g and the loan at a chosen loan-to-value (by default the most RBI allows: 85, 80 or 75 % by the borrower's total gold loans).",
    keywords: "gold loan value calculator, how much loan on gold, girvi loan amount, loan to value gold, gold loan LTV 85 percent, gold loan per gram",
    software: "Money lending (Girvi) Software",
    cta: "Zevar ERP's Girvi software values every ornament like this when it is pledged, and prints the receipt.",
    notes: [
      "Net weight = gross weight − stones. Fine gold = net weight × fineness ÷ 1000, shown to the milligram (22K is 916). Its value is worked from the exact weight at the 999 rate per 10 g you enter, as every tool on this site values gold (999 at that rate itself, 995 and finer × fineness ÷ 999, lower purities × fineness ÷ 1000); this page does not claim a live rate.",
      "The loan is the value × the loan-to-value. From 1 April 2026 RBI caps a bank's or NBFC's gold loans for consumption by the borrower's total such loans, not by one loan: 85 % of the gold's value while they come to ₹2.5 lakh or less, 80 % above that up to ₹5 lakh, 75 % above ₹5 lakh; for a loan repaid in one go, the interest due at the end counts in the loan. RBI values the gold at the 22-carat price — the lower of the 30-day average and the previous day's close — for the metal only (not the stones), lower purities in proportion. Left empty, the loan-to-value is the most these tiers allow when this is the borrower's only gold loan and the rate you enter is that price. A private Girvi lender follows the money-lending act of the state, which also caps the interest. Check the law of your state.",
    ],
    seeAlso: { tool: "girvi", lead: "Then work out the interest on it:" },
  },
  huid: {
    name: "Hallmark and HUID Checker",
    promise: "Is it a HUID at all? Check its form, read the three marks of a BIS hallmark, and know what the bill must show.",
    description:
      "Free HUID checker: check a 6-character HUID's form, understand the BIS hallmark (BIS logo, purity grade, HUID), gold and silver grades, and what a jewellery invoice must show.",
    keywords: "HUID check, HUID number check, BIS hallmark, 22K916, hallmark gold, verify HUID",
    software: "Retail Showroom Software",
    cta: "Zevar ERP records the HUID of every piece and prints it on the bill.",
    notes: [
      "A HUID is 6 characters, letters A–Z and digits, laser-marked on each hallmarked article since 1 July 2021. From 1 April 2023 gold jewellery may be sold only with a 6-character HUID: the old hallmark without one was allowed until 31 March 2023, and jewellers who had declared their old hallmarked stock could sell it until 30 June 2023.",
      "Hallmarking is mandatory only in the districts BIS has notified (256 in 2021, more added since). Exempt: jewellers with a turnover up to ₹40 lakh a year, kundan, polki and jadau jewellery, and articles under 2 g.",
      "This page checks only the form of a HUID. Only BIS's own verification — 'Verify HUID' in the BIS CARE app — confirms that an article is what its HUID says.",
    ],
  },
  purity: {
    name: "Gold Purity Converter",
    promise: "Karat, fineness and tunch in one step — and the fine gold in a piece, with its value.",
    description:
      "Free gold purity converter: karat to fineness to percent (tunch), 22K = 916 = 91.6 %, the fine gold in a weight and its value at the 999 rate per 10 g.",
    keywords: "22 carat 916, gold purity calculator, karat to fineness, tunch calculator, fine gold weight",
    software: "Retail Showroom Software",
    cta: "Zevar ERP keeps fine-gold stock by tunch across karigars, branches and old gold.",
    notes: [
      "Fineness is parts per thousand: 22K is sold as 916 (91.6 % tunch), 18K as 750, 14K as 585 — the BIS grades. Other karats are 1000 × karat ÷ 24.",
      "Fine gold = weight × fineness ÷ 1000, shown to the milligram. Its value is worked from the exact weight at the 999 rate you enter, as the bullion association (IBJA) prices gold: the 999 rate is the price of 999 gold, so 24K999 is worth that rate itself; 995 and finer are the 999 rate × fineness ÷ 999 (a 995 rate undervalues 999 gold by about 0.4 %); 916, 750, 585 and any lower fineness or tunch are the 999 rate × fineness ÷ 1000. Every tool on this site values gold this way, rounding to the paisa once, when the value is shown. This page does not claim a live rate.",
    ],
  },
  estimate: estimateText,
  exchange: exchangeText,
};

/** The /tools index page. */
export const toolsIndexText = {
  heading: "Free Tools for Jewellers",
  lead: "Calculators jewellers and their customers need every day — correct to the trade's rules, free, and quick on any phone.",
  description: "Free tools for jewellers: jewellery GST and price calculator, Girvi interest calculator, gold loan value, HUID and hallmark checker, gold purity converter, jewellery estimate, old gold exchange.",
  keywords: "jeweller tools, jewellery calculator, GST on gold, girvi interest, HUID check, gold purity",
  open: "Open the tool",
  /** The footer's link, the home page's band and an edition page's pointer. */
  link: "Free Jeweller Tools",
  bandTitle: "Free tools for jewellers",
  freeTool: "Free tool",
};

/**
 * Words of the tools' forms and results (a Hindi dictionary supplies the same keys).
 * The tool island receives `form` and its own tool's words as props, so every text is
 * data: `{n}`, `{metal}`, `{rate}`, `{huid}` are filled in (src/lib/template.ts) and
 * `month` / `day` are chosen by the plural rules of `girvi.locale`.
 */
export const toolLabels = {
  /** Page only (not sent to the island). */
  rules: "How this is worked out",
  ctaButton: "Get Free Demo",
  /** Every tool's form. */
  form: {
    calculate: "Calculate",
    result: "Result",
    fillIn: "Fill in the form to see the result.",
    fixErrors: "Correct the fields marked above to see the result.",
    /** A link's choice that is none of the tool's (`metal1=platinum`, `per=kg`): said above the result (src/tools/choices.ts). */
    unknownChoice: "{label}: the link's “{asked}” is not one of the choices, so this is worked out with {chosen}.",
    share: "Share on WhatsApp",
    copy: "Copy link",
    copied: "Link copied",
    print: "Print",
    /** Below a result worked out in a page kept for offline use (docs/offline.md). */
    offline: "Worked out offline, by the copy of this tool saved on this device.",
    /** Above the Girvi account when it is wider than the screen. */
    scrollTable: "Scroll the table sideways to see every column.",
    /** The printed slip (issue 23, item 7): what was entered, and when it was printed. */
    entered: "What was entered",
    printedOn: "Printed on {date}",
    /** How the slip's date is written (Intl). */
    locale: "en-IN",
    yes: "Yes",
    no: "No",
    /** Units in results (issue 27 slip 19): a space before % in English. */
    units: { grams: "{n} g", percent: "{n} %" },
    /**
     * The weight a gold rate is for (src/tools/gold-unit.ts): 10 g or one tola of 11.664 g.
     * `per` is the unit as the rate labels and messages put it in `{per}` ("Rate per {per} (₹)";
     * in Hindi, Gujarati and Bengali with the genitive that comes before भाव / ભાવ / দর);
     * `after` follows a rate in results and on the slip; `usual` is the unit a blank form starts at.
     */
    goldUnit: {
      legend: "Gold rate for",
      options: { "10g": "10 g", tola: "1 tola (11.664 g)" },
      per: { "10g": "10 g", tola: "tola" },
      after: { "10g": "/10 g", tola: "/tola" },
      usual: "10g" as "10g" | "tola",
    },
    /** The shop's details on a printed receipt (src/tools/shop.ts): kept in the link only. */
    shop: {
      legend: "Your shop's details, printed on the receipt",
      hint: "Kept only in this page's link, so a saved link prints them again. Nothing is stored.",
      name: "Shop name",
      address: "Address",
      phone: "Phone",
      gstin: "GSTIN",
      gstinInvalid: "A GSTIN has 15 characters, like 08ABCDE1234F1Z5.",
      phoneInvalid: "A phone number has only digits, spaces and + - / ( ).",
    },
  },
  gst: {
    weight: "Net weight (g)",
    rate: "Rate per {per} (₹)",
    rateHint: "The rate board's rate for the purity sold, e.g. 22K916.",
    making: "Making charges",
    makingPercent: "% of metal value",
    makingPerGram: "₹ per gram",
    wastage: "Wastage (%)",
    stones: "Stones and other (₹)",
    mode: "Bill for",
    retail: "Retail sale",
    jobwork: "Karigar job work (5 %)",
    ownGold: "Customer's own gold (18 %)",
    /** Said beside the mode: the scope of job work at 5 % (docs/tools.md, "GST on jewellery"). */
    modeHint: "Job work at 5 % is work on metal that belongs to a GST-registered jeweller. Making jewellery from a customer's own gold is a service at 18 %.",
    interstate: "Delivered to another state (IGST)",
    /** Place of supply of goods: where they are delivered (IGST Act s.10(1); docs/tools.md). */
    interstateHint: "GST follows where the piece is delivered (IGST Act s.10(1)): a customer from another state who takes it at the counter pays CGST + SGST.",
    oldGold: "Old gold taken in exchange (₹)",
    /** The metal: its rate is quoted per 10 g (gold) or per kg (silver), as jewellers quote it. */
    metalChoice: "Metal",
    gold: "Gold (rate per {per})",
    silver: "Silver (rate per kg)",
    rateKg: "Silver rate per kg (₹)",
    rateKgHint: "The board's rate per kg for the purity sold, e.g. 925.",
    /** Reverse GST (issue 28 item 3): from an all-in price back to the taxable value. */
    direction: "Work out",
    forward: "The bill from weight and rate",
    reverse: "Back from an all-in price",
    directionHint: "Back from an all-in price: the price with GST gives the taxable value and the tax; with the rate and making, also the metal, making and weight it implies.",
    allIn: "All-in price, GST included (₹)",
    allInValue: "All-in price",
    gstIn: "GST in the price",
    impliedWeight: "Net weight it implies",
    metal: "Metal value",
    wastageValue: "Wastage",
    makingValue: "Making charges",
    jobCharge: "Job-work charge",
    stonesValue: "Stones and other",
    taxable: "Taxable value",
    total: "Invoice total",
    lessOldGold: "Less old gold",
    payable: "Amount payable",
    refund: "Balance to the customer",
    jobworkNote: "Job work (SAC 9988) on metal that belongs to a GST-registered jeweller: GST 5 % on the charge only, the karigar's own materials (solder, findings) included; the jeweller's metal and stones are not billed.",
    ownGoldNote: "Making jewellery from a customer's own gold is a service (SAC 998892): GST 18 % on the making charge; the gold stays the customer's.",
  },
  girvi: {
    /** The language of the plural forms and of the account's dates. */
    locale: "en-IN",
    /** How the account's dates name the month (Intl): "1 Apr 2026". */
    dateMonth: "short" as MonthStyle,
    month: { one: "{n} month", other: "{n} months" },
    day: { one: "{n} day", other: "{n} days" },
    principal: "Loan amount (₹)",
    rate: "Interest, ₹ per ₹100 per month",
    rateHint: "2 rupaye saikda = 2.",
    from: "Loan date",
    to: "Settlement date",
    method: "Interest",
    simple: "Simple",
    compound: "Compound",
    /** Beside the choice (issue 38 item 12): Maharashtra's Act, s.31 (../shared/TRADE-FACTS.md, "Girvi"). */
    methodHint: "Maharashtra's Money-Lending (Regulation) Act, 2014 bars compound interest, and total interest above the principal.",
    every: "Add interest to principal every (months)",
    days: "Count months as",
    days30: "30 days (Mahajani)",
    calendar: "Calendar months",
    /** Part of a month (issue 28 item 5): the three conventions lenders use (./girvi/parts.ts). */
    part: "Part of a month charged as",
    partDays: "Exact days",
    partMonth: "A full month",
    partHalf: "Half months (15 days)",
    dateHint: "Like 31-01-2026.",
    /** The rate as quoted and per year, under the figures. */
    ratePerYear: "Rate: {rate} per ₹100 a month = {yearly} a year.",
    /** Above 5 a month (docs/tools.md): likely a yearly rate typed as monthly. */
    yearlyWarning: "Over 5 a month is more likely a yearly rate: if {rate} is the rate per year, enter {monthly} a month.",
    charged: "Interest charged for",
    receipt: "Girvi interest receipt",
    minMonths: "Minimum period (months)",
    payments: "Part payments",
    paymentDate: "Payment date",
    paymentAmount: "Amount (₹)",
    period: "Period",
    minimum: { one: "minimum of {n} month charged", other: "minimum of {n} months charged" },
    interest: "Interest",
    paid: "Paid",
    due: "Amount due",
    table: "Loan account",
    /** The account's caption when it is shown a line per year (past 60 lines). */
    tableByYear: "Loan account, a line per year",
    columns: ["From", "To", "Period", "Opening", "Interest", "Paid", "Closing"],
    events: { minimum: "minimum period" },
    /** The loan and its rate, at the start of the WhatsApp line: "₹10,000.00 @ 2 / ₹100 / month, 6 months: …". */
    loanLine: "{principal} @ {rate} / ₹100 / month",
  },
  purity: {
    karat: "Karat",
    fineness: "Fineness",
    percent: "Purity / tunch (%)",
    givenAs: "Purity given as",
    purity: "Purity",
    weight: "Weight (g)",
    rate24: "999 rate per {per} (₹)",
    grade: "BIS grade",
    notGrade: "not a BIS grade",
    fine: "Fine gold",
    value: "Value at the 999 rate",
    /** Silver (issue 28 item 4): by fineness or percent, priced per kg of 999. */
    metal: "Metal",
    gold: "Gold",
    silver: "Silver",
    givenHint: "Silver is given as fineness (999, 925) or percent.",
    rateKg: "999 silver rate per kg (₹)",
    fineSilver: "Fine silver",
    valueSilver: "Value at the 999 silver rate",
  },
  "gold-loan-value": {
    gross: "Gross weight (g)",
    stones: "Stones (g)",
    stonesHint: "Stones, lac and wax: what is not gold.",
    givenAs: "Purity given as",
    karat: "Karat",
    fineness: "Fineness",
    percent: "Tunch (%)",
    purity: "Purity",
    rate24: "999 rate per {per} (₹)",
    ltv: "Loan-to-value (%)",
    ltvHint: "Left empty: the most RBI allows a bank or NBFC, if this is the borrower's only consumption gold loan (RBI's tiers go by all of them together) and the rate is RBI's: the 22-carat price, the lower of the 30-day average and the previous day's close, metal only. Its % is shown to 2 decimals.",
    net: "Net weight",
    purityLine: "Purity",
    fine: "Fine gold",
    value: "Value at the 999 rate",
    /** `{ltv}` is the percentage, written in the page's language ("75 %"). */
    loanAt: "Loan at {ltv}",
    rbiNote:
      "From 1 April 2026 RBI caps bank and NBFC gold loans for consumption by the borrower's total such loans: 85 % of the gold's value up to ₹2.5 lakh, 80 % up to ₹5 lakh, 75 % above (interest due at the end counts in), the gold valued at the 22-carat price (the lower of the 30-day average and the previous day's close), metal only. Private Girvi lenders follow their state's money-lending act.",
    /** `{cap}` is RBI's percent for a loan of this amount, written in the page's language ("80 %"). */
    overCap: "This is above the {cap} RBI allows a bank or NBFC when the borrower's gold loans come to this amount.",
  },
  huid: {
    huid: "HUID",
    hint: "6 letters and digits, e.g. 2JP8FC",
    check: "Check",
    valid: "{huid} has the form of a HUID.",
    verify: "Now verify it in the BIS CARE app ('Verify HUID'): only BIS confirms the article.",
  },
  estimate: estimateLabels,
  exchange: exchangeLabels,
};

export type ToolLabels = typeof toolLabels;

/**
 * The messages beside a tool's fields (src/tools/: query.ts, girvi.ts, huid.ts),
 * each tool's field names as the messages say them, and how a date is written in a
 * message ("dmy": as India writes it, 01-02-2026). `{label}`, `{n}`, `{max}` (Indian grouping),
 * `{owed}` (rupees) and `{date}` are filled in.
 */
export const toolMessages = {
  number: {
    required: "Enter the {label}.",
    negative: "The {label} cannot be negative.",
    notNumber: "The {label} must be a number, like 12.5.",
    above: "The {label} must be more than {n}.",
    atLeast: "The {label} must be at least {n}.",
    atMost: "The {label} can be at most {max}.",
  },
  gst: {
    fields: {
      weight: "net weight",
      rate: "rate per {per}",
      makingPercent: "making charge (%)",
      makingPerGram: "making charge per gram",
      wastage: "wastage (%)",
      stones: "stone value",
      oldGold: "old gold value",
      allIn: "all-in price",
      rateKg: "silver rate per kg",
    },
    stonesOverPrice: "The stones are worth as much as the price before GST or more: check the stone value.",
  },
  girvi: {
    fields: {
      principal: "loan amount",
      rate: "interest rate",
      from: "loan date",
      to: "settlement date",
      every: "compounding period",
      minMonths: "minimum period",
      payment: "payment",
    },
    date: "dmy" as DateText,
    notDate: "The {label} must be a date, like 31-01-2026.",
    wholeMonths: "The {label} must be a whole number of months.",
    toBeforeFrom: "The settlement date is before the loan date.",
    ratePaise: "The interest rate is rupees and paise per ₹100 a month: at most 2 decimals, like 1.75.",
    rateTooHigh: "The interest rate is per ₹100 a month and can be at most 10 (24 % a year is 2 a month).",
    tooLong: "The loan can run at most 30 years.",
    tooManyPayments: "At most 24 part payments fit in one account: add the rest together into fewer payments.",
    tooLarge: "The amount due would pass ₹1,00,000 crore, too large to mean anything: check the rate, the compounding period and the dates.",
    paymentNeedsDate: "A payment needs a date, like 15-03-2026.",
    paymentOutside: "A payment must fall between the loan date and the settlement date.",
    overpayment: "This payment is more than the {owed} owed on {date}.",
  },
  "gold-loan-value": {
    fields: { gross: "gross weight", stones: "stone weight", karat: "karat", fineness: "fineness", percent: "tunch (%)", rate24: "999 rate per {per}", ltv: "loan-to-value" },
    stonesOverGross: "The stones must weigh less than the gross weight.",
  },
  purity: {
    fields: { karat: "karat", fineness: "fineness", percent: "purity (%)", weight: "weight", rate24: "999 rate per {per}", rateKg: "999 silver rate per kg" },
    silverKarat: "Silver is not sold by karat: give its fineness, like 925, or its percent, like 92.5.",
  },
  huid: {
    empty: "Enter the 6-character HUID from the article or its invoice.",
    chars: "A HUID has only letters A–Z and digits 0–9.",
    /** `{n}` is 1 or more (none is `empty`): `one` is for 1 in every language. */
    length: { one: "A HUID has exactly 6 characters; this has {n}.", other: "A HUID has exactly 6 characters; this has {n}." },
  },
  estimate: estimateMessages,
  exchange: exchangeMessages,
};

export type ToolMessages = typeof toolMessages;
