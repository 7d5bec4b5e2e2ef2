/** What the HUID checker page explains (docs/tools.md, "Hallmark and HUID"). */
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
  invoiceTitle: "What a jewellery invoice must show",
  invoice: [
    "Each article's description, its net weight and its purity (karat and fineness).",
    "The HUID of each hallmarked article.",
    "The gold rate applied, the making charges, and the value of any stones, separately.",
    "The hallmarking charges, separately.",
    "GST: the jeweller's GSTIN, HSN 7113, the taxable value, and CGST and SGST (or IGST) shown separately.",
    "The value of any old gold taken in exchange, deducted after GST.",
  ],
};
