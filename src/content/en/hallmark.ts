/**
 * What the HUID checker page explains (docs/tools.md, "Hallmark and HUID"). The bill's list
 * keeps what BIS requires on a bill of hallmarked jewellery apart from good practice.
 */
export const hallmarkText = {
  marksTitle: "The three marks of a BIS hallmark",
  marks: [
    { name: "BIS logo", text: "the Bureau of Indian Standards' triangle mark." },
    { name: "Purity grade", text: "karat and fineness together, such as 22K916 (22 karat, 916 parts of gold in 1,000)." },
    { name: "HUID", text: "a 6-character code of letters and digits, laser-marked on each article, unique to it." },
  ],
  gradesTitle: "BIS grades",
  gold: "Gold",
  silver: "Silver",
  silverNote: "Silver hallmarking is voluntary; hallmarked silver carries a HUID from 1 September 2025.",
  invoiceTitle: "What a jewellery invoice shows",
  requiredTitle: "Required by BIS on the bill of hallmarked jewellery",
  required: [
    "Each article's description.",
    "The net weight of its precious metal.",
    "Its purity in carat and fineness, such as 22K916.",
    "The hallmarking charges.",
    "The weight and value of any stones, shown separately.",
  ],
  practiceTitle: "Good practice",
  practice: [
    "The HUID of each article, on its own line.",
    "The HSN code (7113 for jewellery): optional on retail (B2C) bills of a jeweller with a turnover up to ₹5 crore; 6 digits above that.",
    "The gold rate applied and the making charges, each on its own line.",
    "For GST: the jeweller's GSTIN, the taxable value, and CGST and SGST (or IGST) shown separately.",
    "The value of any old gold taken in exchange, deducted after GST.",
  ],
};
