/**
 * The drawn screens of the ERP (issue 29): what each edition page's screenshot slot and
 * the home hero show, as language-neutral data. Figures (weights, amounts, HUIDs, dates,
 * voucher numbers) are written here once; every word is a key of the language's
 * `screenWords` (src/content/<code>/screens.ts), so a drawing speaks the page's language.
 * worker/routes/screens.ts draws them (src/components/screen-drawing.tsx); the sums
 * are worked by hand and repeated in tests/fixtures/screens.ts.
 */
import type { ScreenWord } from "./model/screens.ts";
import type { ScreenId } from "./screen-ids.ts";

export { SCREEN_IDS, isScreenId, type ScreenId } from "./screen-ids.ts";

/** A word of the page's language, or a figure as written. */
export type Cell = string | { w: ScreenWord };
const w = (k: ScreenWord): Cell => ({ w: k });
export type Field = [ScreenWord, Cell];

export type PhoneSection = { head: ScreenWord; rows: [Cell, Cell][]; tone?: "alert" };
export type ScreenSpec = {
  /** The sidebar's highlighted module. */
  module: ScreenWord;
  tabs?: ScreenWord[];
  fields?: Field[];
  table?: { cols: ScreenWord[]; rows: Cell[][]; weights?: number[] };
  totals?: Field[];
  chart?: { groups: Cell[]; series: [Cell, number[]][]; unit: Cell };
  /** A printed tag: code and the lines under its barcode. */
  tag?: { code: string; lines: Cell[] };
  /** The borrower's photo and fingerprint beside the fields. */
  kyc?: boolean;
  phone?: PhoneSection[];
  buttons?: ScreenWord[];
};


/** The owner app: today's sales, the rate board and an alert (retail-10 and the hero's phone). */
const ownerApp: PhoneSection[] = [
  { head: "todaysSales", rows: [["₹4,86,250", ""], [w("bills"), "23"], [w("cash"), "₹1,92,400"]] },
  { head: "rateBoard", rows: [["24K", "₹12,490/g"], ["22K", "₹11,450/g"], [w("silver"), "₹1,52,000/kg"]] },
  { head: "alert", rows: [[w("billDeleted"), "R-4811"], [w("byPooja"), "12:15"]], tone: "alert" },
];

export const screens: Record<ScreenId, ScreenSpec> = {
  "retail-1": {
    module: "billing",
    fields: [["customer", w("sunita")], ["mobile", "98290 41736"], ["billNo", "R-4812"], ["date", "29-10-2026"], ["rate22", "₹11,450/g"]],
    table: {
      cols: ["item", "purity", "grossWt", "netWt", "huid", "making", "stoneValue", "amount"],
      weights: [1.6, 0.8, 1, 1, 1, 1, 1, 1.4],
      rows: [
        [w("ring"), "22K", "8.410 g", "8.250 g", "7K4M2Q", "₹7,012.50", "₹3,500.00", "₹1,04,975.00"],
        [w("oldGold"), "22K", "4.120 g", "4.000 g", "", "", "", "−₹44,800.00"],
      ],
    },
    totals: [["taxable", "₹1,04,975.00"], ["cgst", "₹1,574.63"], ["sgst", "₹1,574.63"], ["roundOff", "−₹0.26"], ["billTotal", "₹1,08,124.00"], ["oldGoldLess", "−₹44,800.00"], ["netPayable", "₹63,324.00"]],
    buttons: ["save", "print", "whatsapp"],
  },
  "retail-2": {
    module: "stock",
    fields: [["item", w("chain")], ["purity", "22K (916)"], ["design", "CH-207"], ["counter", "C-2"], ["presetMaking", "₹650/g"], ["polish", "2%"]],
    table: {
      cols: ["tagNo", "grossWt", "netWt", "huid", "making"],
      rows: [
        ["T-10431", "12.480 g", "12.300 g", "3F8KX1", "₹650/g"],
        ["T-10432", "10.920 g", "10.760 g", "9QW2LT", "₹650/g"],
        ["T-10433", "15.060 g", "14.880 g", "K7P4ZD", "₹650/g"],
      ],
    },
    tag: { code: "T-10431", lines: ["22K 916", "N.Wt 12.300 g", "HUID 3F8KX1"] },
    buttons: ["save", "printTags"],
  },
  "retail-3": {
    module: "stock",
    fields: [["tagNo", "T-10431"], ["huid", "3F8KX1"], ["item", w("chain")], ["netWt", "12.300 g"]],
    table: {
      cols: ["date", "event", "voucher", "weight", "user"],
      weights: [1, 1.8, 1, 1, 1],
      rows: [
        ["12-08-2026", w("purchased"), "P-2207", "12.480 g", w("ramesh")],
        ["14-08-2026", w("tagged"), "T-10431", "12.480 g", w("ramesh")],
        ["02-09-2026", w("hallmarked"), "3F8KX1", "12.480 g", w("pooja")],
        ["29-10-2026", w("sold"), "R-4815", "12.480 g", w("pooja")],
      ],
    },
  },
  "retail-4": {
    module: "stock",
    table: {
      cols: ["item", "purity", "pieces", "grossWt", "netWt"],
      rows: [
        [w("rings"), "22K", "148", "612.340 g", "598.110 g"],
        [w("chains"), "22K", "86", "1,482.900 g", "1,476.250 g"],
        [w("bangles"), "22K", "64", "1,918.400 g", "1,902.640 g"],
        [w("earrings"), "18K", "122", "498.760 g", "455.200 g"],
        [w("anklets"), "925", "210", "8,420.000 g", "8,380.000 g"],
      ],
    },
    totals: [["pieces", "630"], ["goldNet", "4,432.200 g"], ["silverNet", "8,380.000 g"]],
  },
  "retail-5": {
    module: "reports",
    fields: [["filter", w("over180")], ["found", "4 · 72.160 g"]],
    table: {
      cols: ["tagNo", "item", "design", "netWt", "daysInStock"],
      rows: [
        ["T-08812", w("necklace"), "NK-114", "34.560 g", "412"],
        ["T-09120", w("bangles"), "BG-062", "21.300 g", "365"],
        ["T-07741", w("pendant"), "PD-031", "6.420 g", "298"],
        ["T-09503", w("earrings"), "ER-210", "9.880 g", "241"],
      ],
    },
  },
  "retail-6": {
    module: "reports",
    chart: { groups: [w("dhanteras"), w("akshaya"), w("weddings")], series: [["2025", [38.4, 21.7, 64.1]], ["2026", [46.2, 25.9, 71.8]]], unit: w("lakhSales") },
    totals: [["dhanterasGrowth", "+20.3%"]],
  },
  "retail-7": {
    module: "stock",
    fields: [["tray", "TR-7"], ["reader", "RFID-02"], ["expected", "48"], ["read", "47"], ["missing", "1"]],
    table: {
      cols: ["tagNo", "item", "netWt", "status"],
      rows: [
        ["T-11204", w("bangles"), "18.420 g", w("found")],
        ["T-11205", w("bangles"), "18.510 g", w("found")],
        ["T-11208", w("bangles"), "18.760 g", w("missingOne")],
        ["T-11211", w("bangles"), "19.040 g", w("found")],
      ],
    },
    buttons: ["save"],
  },
  "retail-8": {
    module: "orders",
    table: {
      cols: ["orderNo", "customer", "work", "item", "dueDate", "status"],
      weights: [0.9, 1.4, 1, 1.1, 1, 1.3],
      rows: [
        ["O-0917", w("sunita"), w("newOrder"), w("necklace"), "05-11-2026", w("withKarigar")],
        ["O-0921", w("meena"), w("repair"), w("chain"), "31-10-2026", w("ready")],
        ["O-0923", w("vikram"), w("newOrder"), w("ring"), "12-11-2026", w("pending")],
        ["O-0926", w("meena"), w("repair"), w("earrings"), "30-10-2026", w("withKarigar")],
      ],
    },
  },
  "retail-9": {
    module: "reports",
    table: {
      cols: ["time", "user", "voucher", "change", "before", "after"],
      weights: [0.7, 0.9, 0.9, 1.4, 1, 1],
      rows: [
        ["11:42", w("ramesh"), "R-4809", w("rateEdited"), "₹11,400/g", "₹11,450/g"],
        ["12:15", w("pooja"), "R-4811", w("billDeleted"), "₹18,250", "—"],
        ["15:03", w("ramesh"), "R-4816", w("makingEdited"), "₹850/g", "₹700/g"],
      ],
    },
    totals: [["ownerAlerted", "3"]],
  },
  "retail-10": { module: "reports", phone: ownerApp },
  "wholesale-1": {
    module: "billing",
    tabs: ["sale", "saleReturn", "purchase", "metalReceipt", "cashReceipt", "bhavFix", "transfer"],
    fields: [["party", w("balaji")], ["voucher", "W-1187"], ["date", "29-10-2026"]],
    table: {
      cols: ["item", "grossWt", "tunch", "wastage", "fineWt", "labour"],
      rows: [
        [w("chains"), "250.000 g", "91.60", "1.50", "232.750 g", "₹37,500"],
        [w("bangles"), "180.400 g", "91.60", "2.00", "168.854 g", "₹36,080"],
      ],
    },
    totals: [["fineWt", "401.604 g"], ["labour", "₹73,580"], ["bhavFixed", "200.000 g × ₹12,480"], ["fineBalance", "201.604 g"]],
    buttons: ["save", "print"],
  },
  "wholesale-2": {
    module: "accounts",
    fields: [["party", w("balaji")], ["city", w("jaipur")]],
    table: {
      cols: ["date", "particulars", "metalFine", "cash"],
      weights: [1, 1.6, 1, 1],
      rows: [
        ["01-10-2026", w("opening"), "120.500 g", "₹3,40,000"],
        ["29-10-2026", w("sale"), "401.604 g", "₹73,580"],
        ["29-10-2026", w("metalReceipt"), "−250.000 g", ""],
        ["29-10-2026", w("cashReceipt"), "", "−₹2,00,000"],
        ["29-10-2026", w("bhavFix"), "−200.000 g", "₹24,96,000"],
      ],
    },
    totals: [["fineBalance", "72.104 g"], ["cashBalance", "₹27,09,580"]],
    buttons: ["whatsapp"],
  },
  "wholesale-3": {
    module: "billing",
    phone: [
      { head: "sale", rows: [[w("mahalaxmi"), "W-1190"], [w("chains"), "96.300 g"], [w("fineWt"), "89.463 g"]] },
      { head: "labour", rows: [["₹160/g", "₹15,408"]] },
      { head: "total", rows: [[w("fineWt"), "89.463 g"], [w("cash"), "₹15,408"]] },
    ],
  },
  "wholesale-4": {
    module: "reports",
    fields: [["period", "01-04-2026 – 29-10-2026"]],
    table: {
      cols: ["party", "fineWt", "labour", "wastageEarned", "profit"],
      weights: [1.6, 1, 1, 1, 1],
      rows: [
        [w("balaji"), "2,412.350 g", "₹4,61,200", "38.600 g", "₹9,43,100"],
        [w("mahalaxmi"), "1,806.900 g", "₹3,38,750", "27.100 g", "₹6,76,300"],
        [w("kothari"), "1,120.480 g", "₹2,05,400", "16.800 g", "₹4,15,000"],
        [w("agarwalSons"), "640.200 g", "₹1,17,900", "9.600 g", "₹2,37,700"],
      ],
    },
  },
  "wholesale-5": {
    module: "stock",
    table: {
      cols: ["box", "poly", "item", "pieces", "grossWt", "netWt", "fineWt"],
      rows: [
        ["B-12", "P-3", w("chains"), "24", "312.400 g", "306.900 g", "281.120 g"],
        ["B-12", "P-4", w("chains"), "18", "228.150 g", "224.800 g", "205.917 g"],
        ["B-15", "P-1", w("bangles"), "12", "240.600 g", "236.250 g", "216.405 g"],
        ["B-15", "P-2", w("earrings"), "40", "180.300 g", "164.200 g", "123.150 g"],
      ],
    },
    totals: [["grossWt", "961.450 g"], ["netWt", "932.150 g"], ["fineWt", "826.592 g"]],
  },
  "manufacturing-1": {
    module: "production",
    fields: [["jobNo", "J-3318"], ["design", "NK-220"], ["karigar", w("imran")], ["pieces", "6"]],
    table: {
      cols: ["department", "issued", "received", "loss", "status"],
      rows: [
        [w("casting"), "152.400 g", "150.980 g", "1.420 g", w("done")],
        [w("filing"), "150.980 g", "149.120 g", "1.860 g", w("done")],
        [w("setting"), "149.120 g", "149.010 g", "0.110 g", w("done")],
        [w("polishing"), "149.010 g", "", "", w("inProgress")],
      ],
    },
  },
  "manufacturing-2": {
    module: "karigars",
    fields: [["karigar", w("salim")], ["voucher", "K-0912"], ["department", w("filing")]],
    table: {
      cols: ["date", "type", "item", "grossWt", "tunch", "fineWt"],
      rows: [
        ["27-10-2026", w("issue"), w("wire"), "100.000 g", "91.60", "91.600 g"],
        ["27-10-2026", w("issue"), w("findings"), "4.200 g", "91.60", "3.847 g"],
        ["29-10-2026", w("receive"), w("chains"), "102.650 g", "91.60", "94.027 g"],
      ],
    },
    totals: [["loss", "1.550 g (1.49%)"], ["fineLoss", "1.420 g"], ["allowed", "2.084 g (2%)"]],
  },
  "manufacturing-3": {
    module: "production",
    table: {
      cols: ["department", "grossWt", "fineWt", "jobs"],
      rows: [
        [w("casting"), "820.400 g", "751.486 g", "14"],
        [w("filing"), "412.300 g", "377.667 g", "9"],
        [w("setting"), "268.900 g", "246.312 g", "7"],
        [w("polishing"), "190.750 g", "174.727 g", "5"],
      ],
    },
    totals: [["grossWt", "1,692.350 g"], ["fineWt", "1,550.192 g"]],
  },
  "manufacturing-4": {
    module: "reports",
    fields: [["jobNo", "J-3318"]],
    table: {
      cols: ["department", "karigar", "issued", "received", "loss", "lossPct"],
      rows: [
        [w("casting"), w("imran"), "152.400 g", "150.980 g", "1.420 g", "0.93%"],
        [w("filing"), w("salim"), "150.980 g", "149.120 g", "1.860 g", "1.23%"],
        [w("polishing"), w("farhan"), "149.010 g", "148.300 g", "0.710 g", "0.48%"],
      ],
    },
    totals: [["loss", "3.990 g (2.62%)"]],
  },
  "manufacturing-5": {
    module: "production",
    fields: [["design", "NK-220"], ["item", w("necklace")], ["purity", "22K"], ["stdWeight", "24.800 g"], ["labour", "₹750/g"]],
    table: {
      cols: ["material", "quantity", "weight"],
      rows: [
        [w("gold"), "22K", "24.800 g"],
        [w("kundan"), "38", "6.20 ct"],
        [w("pearls"), "12", "3.10 ct"],
        [w("findings"), "2", "0.640 g"],
      ],
    },
  },
  "manufacturing-6": {
    module: "production",
    fields: [["tree", "TR-58"], ["purity", "22K"], ["karigar", w("imran")]],
    table: {
      cols: ["material", "weight", "tunch", "fineWt"],
      rows: [
        [w("fineGold"), "91.600 g", "99.99", "91.591 g"],
        [w("alloy"), "8.400 g", "0.00", "0.000 g"],
        [w("treeReceived"), "99.320 g", "91.60", "90.977 g"],
      ],
    },
    totals: [["issued", "100.000 g"], ["received", "99.320 g"], ["loss", "0.680 g (0.68%)"]],
  },
  "manufacturing-7": {
    module: "production",
    fields: [["jobNo", "J-3318"], ["karigar", w("ravi")], ["design", "NK-220"]],
    table: {
      cols: ["stone", "size", "issued", "set", "returned", "weight"],
      rows: [
        [w("kundan"), "6×4 mm", "38", "38", "0", "6.20 ct"],
        [w("cz"), "2 mm", "120", "116", "3", "1.16 ct"],
        [w("pearls"), "4 mm", "12", "12", "0", "3.10 ct"],
      ],
    },
    totals: [["broken", "1"]],
  },
  "manufacturing-8": {
    module: "reports",
    chart: { groups: [w("jul"), w("aug"), w("sep"), w("oct")], series: [[w("invested"), [4.82, 5.1, 6.35, 7.9]], [w("produced"), [4.71, 4.98, 6.21, 7.74]]], unit: "kg" },
    totals: [["invested", "24.170 kg"], ["produced", "23.640 kg"], ["loss", "0.530 kg (2.19%)"]],
  },
  "manufacturing-9": {
    module: "karigars",
    fields: [["week", "23-10-2026 – 29-10-2026"]],
    table: {
      cols: ["karigar", "work", "quantity", "rate", "wages"],
      rows: [
        [w("imran"), w("casting"), "42", "₹120", "₹5,040.00"],
        [w("salim"), w("filing"), "102.650 g", "₹95/g", "₹9,751.75"],
        [w("ravi"), w("setting"), "154", "₹6", "₹924.00"],
        [w("farhan"), w("polishing"), "31", "₹150", "₹4,650.00"],
      ],
    },
    totals: [["wages", "₹20,365.75"]],
    buttons: ["save", "print"],
  },
  "girvi-1": {
    module: "girvi",
    fields: [["borrower", w("ramprasad")], ["girviNo", "G-1542"], ["date", "05-08-2026"], ["loan", "₹2,50,000"], ["ratePer100", "₹1.50"], ["dueDate", "05-02-2027"]],
    table: {
      cols: ["item", "grossWt", "netWt", "purity", "value"],
      rows: [
        [w("chain"), "18.450 g", "18.100 g", "22K (91.6%)", "₹2,07,245"],
        [w("bangles"), "24.300 g", "23.900 g", "22K (91.6%)", "₹2,73,655"],
      ],
    },
    totals: [["netWt", "42.000 g"], ["value", "₹4,80,900"], ["loanToValue", "52%"]],
    buttons: ["save", "print"],
  },
  "girvi-2": {
    module: "girvi",
    fields: [["girviNo", "G-1542"], ["loan", "₹2,50,000"], ["ratePer100", "₹1.50"], ["basis", w("monthly")], ["interestType", w("simple")]],
    table: {
      cols: ["from", "to", "period", "interest"],
      rows: [
        ["05-08-2026", "05-09-2026", w("oneMonth"), "₹3,750"],
        ["05-09-2026", "05-10-2026", w("oneMonth"), "₹3,750"],
        ["05-10-2026", "29-10-2026", w("days24"), "₹3,000"],
      ],
    },
    totals: [["interest", "₹10,500"], ["amountDue", "₹2,60,500"]],
  },
  "girvi-3": {
    module: "girvi",
    kyc: true,
    fields: [["borrower", w("ramprasad")], ["mobile", "94140 27815"], ["aadhaar", "XXXX XXXX 4821"], ["pan", "ABKPS****C"]],
    table: {
      cols: ["document", "number", "status"],
      rows: [
        [w("aadhaarCard"), "XXXX XXXX 4821", w("verified")],
        [w("panCard"), "ABKPS****C", w("verified")],
        [w("fingerprint"), "2/2", w("verified")],
      ],
    },
    buttons: ["save"],
  },
  "girvi-4": {
    module: "girvi",
    fields: [["receiptNo", "GR-0381"], ["girviNo", "G-1542"], ["borrower", w("ramprasad")], ["date", "29-10-2026"]],
    table: {
      cols: ["particulars", "amount"],
      weights: [2, 1],
      rows: [
        [w("interestTo"), "₹10,500"],
        [w("principalPaid"), "₹1,00,000"],
      ],
    },
    totals: [["received", "₹1,10,500"], ["principalLeft", "₹1,50,000"]],
    buttons: ["save", "print"],
  },
  "girvi-5": {
    module: "reports",
    fields: [["month", w("nov2026")]],
    table: {
      cols: ["girviNo", "borrower", "loan", "dueDate", "interest"],
      weights: [0.9, 1.5, 1, 1, 1],
      rows: [
        ["G-1498", w("shankar"), "₹80,000", "03-11-2026", "₹7,200"],
        ["G-1503", w("kamla"), "₹1,20,000", "09-11-2026", "₹10,800"],
        ["G-1511", w("ramprasad"), "₹45,000", "18-11-2026", "₹4,050"],
        ["G-1520", w("sunita"), "₹2,00,000", "27-11-2026", "₹18,000"],
      ],
    },
    totals: [["pledges", "4"], ["loan", "₹4,45,000"], ["interest", "₹40,050"]],
  },
  "owner-phone": { module: "reports", phone: ownerApp },
};
