/**
 * The counter tools (issue 28, items 1 and 2): the jewellery estimate and the old gold
 * exchange, kept apart from src/content/en/tools.ts by concern (that file lists them
 * with the other tools). The estimate's old-gold section is the exchange's own words
 * (`estimateLabels.old`), so both pages say it the same way.
 */
export const estimateText = {
  name: "Jewellery Estimate",
  promise: "Several pieces, old gold in exchange, 3 % GST and a round-off — an estimate to print on one A4 page or send on WhatsApp.",
  description:
    "Free jewellery estimate maker: gold and silver pieces by purity, net weight, rate per 10 g or per kg, wastage, making, stones and hallmarking; old gold by tunch; CGST + SGST or IGST; round-off; print or WhatsApp.",
  keywords: "jewellery estimate, gold jewellery bill estimate, jewellery quotation, old gold exchange, jewellery GST estimate",
  software: "Retail Showroom Software" as const,
  cta: "Zevar ERP turns the estimate into the tax invoice, with HUID, tags and the old gold in stock.",
  notes: [
    "Each piece: net weight = gross − stones (1 carat = 0.2 g); metal = net × rate (gold per 10 g, silver per kg); wastage and making as a % of the metal, making also per gram of net weight or fixed; then the stones' value and the hallmarking charge.",
    "A rate left empty is worked from the day's 999 rate, as the bullion association (IBJA) prices gold and every tool on this site does: 24K (999) and silver 999 at that rate itself; 995 and finer, and a tunch of 99.5 % or more, at the 999 rate × fineness ÷ 999; other purities at the 999 rate × fineness ÷ 1000 (22K = 916, 18K = 750, 14K = 585, silver 925; a tunch below 99.5 % at the rate × tunch).",
    "GST is 3 % on the taxable total, as CGST 1.5 % + SGST 1.5 % for goods handed over at the counter, or IGST 3 % when they are delivered to another state: the place of supply decides, not where the customer lives (IGST Act s.10(1)).",
    "Old gold bought from a customer is not a taxable supply: its value is taken off after GST, so the GST on the new jewellery stays on its full value.",
    "Each amount is worked from the exact weights and rates and rounded to the paisa once; the totals add up the amounts as printed, as an invoice does. The amount payable is rounded to the rupee, shown as a round-off line. This is an estimate, not a tax invoice. Nothing typed here is stored: the shop's details live only in the page's link.",
  ],
};

export const exchangeText = {
  name: "Old Gold Exchange Calculator",
  promise: "Gross weight, tested tunch and the melting deduction — the fine gold to the milligram and what it is worth at the day's 999 rate.",
  description:
    "Free old gold exchange calculator: gross weight, purity as karat, fineness or tunch %, melting loss or deduction %, fine gold to the milligram and its value at the 999 rate per 10 g.",
  keywords: "old gold exchange calculator, old gold value, tunch calculator, gold melting loss, fine gold value",
  software: "Retail Showroom Software" as const,
  cta: "Zevar ERP records every old-gold purchase by tunch and fine weight, and takes it off the bill.",
  notes: [
    "Fine gold = gross weight × tunch (or fineness ÷ 1000, or the BIS fineness of a karat: 22K = 916), shown to the milligram like every weight here; the deduction (melting loss or margin) is taken off the fine gold.",
    "Its value is the gold after deduction at the day's 999 rate per 10 g you enter, worked from the exact weight and rounded to the paisa once, as every tool on this site values gold: the 999 rate × tunch, and from 99.5 % up the 999 rate × fineness ÷ 999, so 99.9 % is worth the 999 rate itself. This page does not claim a live rate.",
    "On a bill, old gold comes off after GST: buying old jewellery from a customer is not a taxable supply, so GST on the new piece is charged on its full value.",
  ],
};

/** The old gold's words: the exchange tool's, and the estimate's old-gold section. */
export const exchangeLabels = {
  section: "Old gold in exchange",
  weight: "Old gold, gross weight (g)",
  purityAs: "Tested purity given as",
  tunch: "Tunch (%)",
  karat: "Karat",
  fineness: "Fineness",
  purity: "Tested purity",
  deduction: "Melting loss or deduction (%)",
  rate999: "Day's 999 gold rate per {per} (₹)",
  fine: "Fine gold",
  afterDeduction: "Fine gold after deduction",
  value: "Exchange value",
  /** Why old gold comes off after GST (docs/tools.md, "GST on jewellery"). */
  afterGst: "On a bill this value comes off after GST: old gold bought from a customer is not a taxable supply.",
  /** The WhatsApp line: "{weight} at {purity} → …". */
  purityTunch: "{n} % tunch",
};

export const estimateLabels = {
  /** Marked on screen, on paper and in the WhatsApp text. */
  notInvoice: "Estimate — not a tax invoice",
  shopSection: "Your shop",
  shop: "Shop's name",
  address: "Address",
  phone: "Phone",
  gstin: "GSTIN",
  /** Optional, printed under the shop's details on the estimate ("Customer: …"). */
  customer: "Customer",
  shopHint: "Typed once: kept in the link, printed on the estimate, stored nowhere.",
  rates: "Day's rates",
  rate999: "Gold 999 rate per {per} (₹)",
  silver999: "Silver 999 rate per kg (₹)",
  piece: "Piece {n}",
  item: "Description",
  metal: "Purity",
  metals: { "24K": "24K (999)", "22K": "22K (916)", "18K": "18K (750)", "14K": "14K (585)", tunch: "Gold, tunch %", S999: "Silver 999", S925: "Silver 925", stunch: "Silver, tunch %" },
  tunch: "Tunch (%)",
  /** A silver piece by its tunch, in its line: "silver, 70 % tunch". */
  silverTunch: "silver, {n} % tunch",
  gross: "Gross weight (g)",
  stone: "Stones' weight",
  stoneIn: "Stones weighed in",
  carats: "carats",
  grams: "grams",
  stoneValue: "Stones' value (₹)",
  rate: "Rate (₹ per {per}; silver per kg)",
  rateHint: "A piece's rate left empty is worked from this one.",
  wastage: "Wastage (%)",
  making: "Making",
  makingBy: "Making charged as",
  makingPercent: "% of metal",
  makingPerGram: "₹ per gram",
  makingFixed: "₹ fixed",
  hallmark: "Hallmarking (₹)",
  add: "Add a piece",
  remove: "Remove piece {n}",
  interstate: "Delivered to another state (IGST)",
  interstateHint: "Place of supply: goods handed over at the counter are supplied in the shop's state (CGST + SGST), whoever the customer is.",
  /** A piece's line: "1. Necklace, 22K916, net 24.900 g @ ₹66,000.00". */
  pieceLine: "{n}. {item}, {purity}, net {net} @ {rate}",
  /** A line without a description names the piece by its metal (issue 38 item 7): "1. Gold ornament, 22K916, …". */
  pieceItem: { gold: "Gold ornament", silver: "Silver article" },
  perKg: "/kg",
  detail: "metal {metal}",
  wastageValue: "wastage {v}",
  makingValue: "making {v}",
  stonesValue: "stones {v}",
  hallmarkValue: "hallmarking {v}",
  taxable: "Taxable value",
  total: "Total with GST",
  lessOldGold: "Less old gold ({fine} fine)",
  roundOff: "Round-off",
  payable: "Amount payable",
  refund: "Balance to the customer",
  old: exchangeLabels,
};

export const exchangeMessages = {
  fields: { weight: "old gold's gross weight", tunch: "tunch (%)", karat: "karat", fineness: "fineness", deduction: "deduction (%)", rate999: "999 rate per {per}" },
  needsRate: "Enter the day's 999 rate to value the old gold.",
};

export const estimateMessages = {
  fields: {
    tunch: "tunch of piece {n}",
    gross: "gross weight of piece {n}",
    stone: "stones' weight of piece {n}",
    stoneValue: "stones' value of piece {n}",
    rate: "rate of piece {n}",
    wastage: "wastage of piece {n}",
    makingPercent: "making (%) of piece {n}",
    makingPerGram: "making per gram of piece {n}",
    makingFixed: "making of piece {n}",
    hallmark: "hallmarking of piece {n}",
    rate999: "gold 999 rate",
    silver999: "silver 999 rate",
  },
  needsRate: "Enter the rate of piece {n}, or the day's 999 rate above.",
  /** Stones that leave less than the milligram a scale shows: as heavy as the piece, or nearly (49.999 ct in 10 g). */
  stonesTooHeavy: "The stones of piece {n} leave less than a milligram of metal: check the stones' weight and whether it is in carats or grams.",
  tooLong: "The {label} can be at most {max} characters.",
  text: { shop: "shop's name", address: "address", phone: "phone", item: "description" },
  gstin: "A GSTIN has 15 letters and digits, like 08ABCDE1234F1Z5.",
  old: exchangeMessages,
};
