/**
 * The drawn screens' words and descriptions in English (issue 29). The figures are
 * language-neutral, in ../screens.ts; `screenWords` are the labels and names a drawing
 * shows, `screenAlts` say what each screen shows for those who cannot see it (text inside
 * an SVG image is not read by screen readers), with its key figures.
 */
import type { ScreenId } from "../screen-ids.ts";
import type { Texts } from "../types.ts";

export const screenWords = {
  // The sidebar's modules.
  billing: "Billing", stock: "Stock", orders: "Orders", karigars: "Karigars", production: "Production", girvi: "Girvi", accounts: "Accounts", reports: "Reports",
  // Buttons and tabs.
  save: "Save", print: "Print", whatsapp: "WhatsApp", printTags: "Print tags",
  sale: "Sale", saleReturn: "Sale return", purchase: "Purchase", metalReceipt: "Metal receipt", cashReceipt: "Cash receipt", bhavFix: "Bhav fix", transfer: "Transfer",
  // Field and column labels.
  customer: "Customer", mobile: "Mobile", billNo: "Bill no.", date: "Date", rate22: "22K rate", item: "Item", purity: "Purity", grossWt: "Gross wt", netWt: "Net wt",
  huid: "HUID", making: "Making", stoneValue: "Stone value", amount: "Amount", taxable: "Taxable value", cgst: "CGST 1.5%", sgst: "SGST 1.5%", roundOff: "Round off",
  billTotal: "Bill total", oldGoldLess: "Old gold (less)", netPayable: "Net payable", design: "Design", counter: "Counter", presetMaking: "Preset making",
  polish: "Polish", tagNo: "Tag no.", event: "Event", voucher: "Voucher", weight: "Weight", user: "User", pieces: "Pieces", goldNet: "Gold net",
  silverNet: "Silver net", filter: "Filter", found: "Found", daysInStock: "Days in stock", dhanterasGrowth: "Dhanteras growth", lakhSales: "Sales, ₹ lakh",
  tray: "Tray", reader: "Reader", expected: "Expected", read: "Read", missing: "Missing", status: "Status", orderNo: "Order no.", work: "Work", dueDate: "Due date",
  time: "Time", change: "Change", before: "Before", after: "After", ownerAlerted: "Owner alerted", party: "Party", tunch: "Tunch %", wastage: "Wastage %",
  fineWt: "Fine wt", labour: "Labour", bhavFixed: "Bhav fixed", fineBalance: "Fine balance", city: "City", particulars: "Particulars", metalFine: "Metal (fine)",
  cash: "Cash", cashBalance: "Cash balance", total: "Total", period: "Period", wastageEarned: "Wastage earned", profit: "Profit", box: "Box", poly: "Poly",
  jobNo: "Job no.", karigar: "Karigar", department: "Department", issued: "Issued", received: "Received", loss: "Loss", type: "Type", fineLoss: "Fine loss",
  allowed: "Allowed", jobs: "Jobs", lossPct: "Loss %", stdWeight: "Standard wt", material: "Material", quantity: "Qty", tree: "Tree", stone: "Stone",
  size: "Size", set: "Set", returned: "Returned", broken: "Broken", invested: "Invested", produced: "Produced", week: "Week", rate: "Rate", wages: "Wages",
  borrower: "Borrower", girviNo: "Girvi no.", loan: "Loan", ratePer100: "Interest per ₹100 a month", value: "Value", loanToValue: "Loan to value",
  basis: "Interest by", interestType: "Interest", from: "From", to: "To", interest: "Interest", amountDue: "Amount due", aadhaar: "Aadhaar", pan: "PAN",
  document: "Document", number: "Number", receiptNo: "Receipt no.", principalLeft: "Principal left", month: "Month", pledges: "Pledges",
  todaysSales: "Today's sales", bills: "Bills", rateBoard: "Rate board", alert: "Alert",
  // Values that are words.
  sunita: "Sunita Agarwal", meena: "Meena Jain", vikram: "Vikram Soni", ramesh: "Ramesh", pooja: "Pooja", byPooja: "by Pooja", ramprasad: "Ramprasad Sharma",
  shankar: "Shankar Lal", kamla: "Kamla Devi", imran: "Imran", salim: "Salim Sheikh", ravi: "Ravi Soni", farhan: "Farhan",
  balaji: "Shree Balaji Jewellers", mahalaxmi: "Mahalaxmi Ornaments", kothari: "Kothari Gold", agarwalSons: "Agarwal & Sons", jaipur: "Jaipur",
  ring: "Ring", rings: "Rings", chain: "Chain", chains: "Chains", bangles: "Bangles", earrings: "Earrings", anklets: "Silver anklets", necklace: "Necklace",
  pendant: "Pendant", oldGold: "Old gold", gold: "Gold", silver: "Silver", fineGold: "Fine gold", alloy: "Alloy", treeReceived: "Tree received", wire: "Wire",
  findings: "Findings", kundan: "Kundan", pearls: "Pearls", cz: "CZ",
  purchased: "Purchased from karigar", tagged: "Tagged", hallmarked: "Hallmarked", sold: "Sold",
  over180: "Over 180 days", dhanteras: "Dhanteras", akshaya: "Akshaya Tritiya", weddings: "Wedding season",
  missingOne: "Missing", newOrder: "New order", repair: "Repair", withKarigar: "With karigar", ready: "Ready", pending: "Pending",
  rateEdited: "Rate edited", billDeleted: "Bill deleted", makingEdited: "Making edited",
  opening: "Opening balance", casting: "Casting", filing: "Filing", setting: "Setting", polishing: "Polishing", done: "Done", inProgress: "In progress",
  issue: "Issue", receive: "Receive", jul: "Jul", aug: "Aug", sep: "Sep", oct: "Oct", monthly: "Month", simple: "Simple",
  oneMonth: "1 month", days24: "24 days", aadhaarCard: "Aadhaar card", panCard: "PAN card", fingerprint: "Fingerprint", verified: "Verified",
  interestTo: "Interest to 29-10-2026", principalPaid: "Principal paid", nov2026: "November 2026",
};
export type ScreenWord = keyof typeof screenWords;
export type ScreenWords = Texts<typeof screenWords>;

/** What each drawing shows, with its key figures: the image's alt text. */
export const screenAlts: Record<ScreenId, string> = {
  "retail-1": "Counter bill R-4812 for Sunita Agarwal: a 22K gold ring, net 8.250 g, HUID 7K4M2Q, making ₹7,012.50, stone value ₹3,500, CGST and SGST ₹1,574.63 each, bill total ₹1,08,124; old gold of 4.000 g taken for ₹44,800, net payable ₹63,324.",
  "retail-2": "Tagging 22K chains of design CH-207 with preset making ₹650/g and 2% polish; tag T-10431 printed with its barcode, net 12.300 g and HUID 3F8KX1.",
  "retail-3": "History of tag T-10431 (HUID 3F8KX1, a 12.300 g chain): bought from the karigar, tagged, hallmarked and sold on bill R-4815.",
  "retail-4": "Stock summary: 630 pieces; 4,432.200 g of gold net by item and purity, and 8,380.000 g of silver anklets.",
  "retail-5": "Dead stock over 180 days: 4 tags, 72.160 g, the oldest a necklace (NK-114, 34.560 g) 412 days in stock.",
  "retail-6": "Festival sales chart, 2025 against 2026 in ₹ lakh: Dhanteras 38.4 to 46.2 (+20.3%), Akshaya Tritiya 21.7 to 25.9, wedding season 64.1 to 71.8.",
  "retail-7": "RFID count of tray TR-7: 48 tags expected, 47 read, 1 missing: bangle tag T-11208 of 18.760 g.",
  "retail-8": "Pending orders and repairs with due dates: O-0917, a necklace with the karigar due 05-11-2026; O-0921, a chain repair ready.",
  "retail-9": "Edit log: Ramesh changed the rate on R-4809 from ₹11,400/g to ₹11,450/g, Pooja deleted bill R-4811 of ₹18,250, Ramesh cut making on R-4816; the owner was alerted 3 times.",
  "retail-10": "The owner app on a phone: today's sales ₹4,86,250 from 23 bills, cash ₹1,92,400; rates 24K ₹12,490/g, 22K ₹11,450/g, silver ₹1,52,000/kg; an alert that bill R-4811 was deleted.",
  "wholesale-1": "Wholesale sale voucher W-1187 for Shree Balaji Jewellers on one screen with sale, purchase, receipts and bhav fix: 401.604 g fine, labour ₹73,580, 200.000 g fixed at ₹12,480.",
  "wholesale-2": "Ledger of Shree Balaji Jewellers, Jaipur: metal and cash entries, fine balance 72.104 g and cash balance ₹27,09,580.",
  "wholesale-3": "A wholesale bill made on a phone: W-1190 for Mahalaxmi Ornaments, chains 96.300 g, fine 89.463 g, labour ₹15,408.",
  "wholesale-4": "Customer-wise profit this year: Shree Balaji Jewellers ₹9,43,100, Mahalaxmi Ornaments ₹6,76,300, Kothari Gold ₹4,15,000, Agarwal & Sons ₹2,37,700.",
  "wholesale-5": "Stock by box and poly with gross, net and fine weights: total gross 961.450 g, net 932.150 g, fine 826.592 g.",
  "manufacturing-1": "Job card J-3318, design NK-220, six pieces: casting, filing and setting done with their weights and loss, polishing in progress from 149.010 g.",
  "manufacturing-2": "Karigar voucher K-0912 for Salim Sheikh: 104.200 g issued, 102.650 g of chains received, loss 1.550 g (1.49%) against 2.084 g allowed.",
  "manufacturing-3": "Stock held by each department: casting, filing, setting and polishing, in all 1,692.350 g gross, 1,550.192 g fine.",
  "manufacturing-4": "Loss report of job J-3318 step by step: casting 1.420 g, filing 1.860 g, polishing 0.710 g, in all 3.990 g (2.62%).",
  "manufacturing-5": "Design master NK-220, a 22K necklace of standard weight 24.800 g at ₹750/g labour, with its bill of materials: gold, 38 kundan, 12 pearls, findings.",
  "manufacturing-6": "Casting tree TR-58: 100.000 g of 22K issued (91.600 g fine gold and alloy), tree of 99.320 g received, loss 0.680 g (0.68%).",
  "manufacturing-7": "Stones issued with job J-3318 to Ravi Soni: 38 kundan set, 120 CZ issued, 116 set, 3 returned, 1 broken; 12 pearls set.",
  "manufacturing-8": "Chart of weight invested against produced, July to October: in all 24.170 kg invested, 23.640 kg produced, loss 0.530 kg (2.19%).",
  "manufacturing-9": "A week's karigar wages, per piece or per gram: Imran ₹5,040, Salim Sheikh ₹9,751.75, Ravi Soni ₹924, Farhan ₹4,650; total ₹20,365.75.",
  "girvi-1": "Girvi entry G-1542 for Ramprasad Sharma: a chain and bangles, 42.000 g net of 22K worth ₹4,80,900; loan ₹2,50,000 at ₹1.50 per ₹100 a month, due 05-02-2027.",
  "girvi-2": "Interest on girvi G-1542: ₹2,50,000 at ₹1.50 per ₹100 a month, simple, from 05-08-2026: two months and 24 days, interest ₹10,500, amount due ₹2,60,500.",
  "girvi-3": "Borrower KYC for Ramprasad Sharma: photo and fingerprint, Aadhaar ending 4821 and PAN verified.",
  "girvi-4": "Receipt GR-0381 on girvi G-1542: interest ₹10,500 and principal ₹1,00,000 received, ₹1,10,500 in all; principal left ₹1,50,000.",
  "girvi-5": "Pledges due in November 2026: 4 pledges, loans ₹4,45,000, interest due ₹40,050, the first G-1498 on 03-11-2026.",
  "owner-phone": "The owner app on a phone: today's sales ₹4,86,250 from 23 bills; rates 24K ₹12,490/g, 22K ₹11,450/g, silver ₹1,52,000/kg; an alert that bill R-4811 was deleted.",
};

/** The drawings' own chrome: the window's title bar and the phone app's name. */
export const screenChrome = { ownerApp: "Owner app", mobileBilling: "Mobile billing" };
export type ScreenChrome = Texts<typeof screenChrome>;
