// @ts-check
/**
 * Sample content of the local PHP origin stand-in: an SEO record for every SEO page
 * value of SPEC section 7 (associate names included), country codes, blogs and
 * what's new, shaped exactly as docs/decisions.md says the real origin answers (ids as
 * strings or numbers, dates with or without a time, relative image paths).
 */

const P = "Zevar ERP";

/** @type {Record<string, { title: string, description: string, keywords: string }>} */
export const seo = {
  index: {
    title: `${P} | Jewellery Software for Retail, Wholesale, Manufacturing & Girvi`,
    description: `${P} is complete jewellery business software: GST billing, stock, karigar, RFID, Girvi and mobile apps for jewellers across India.`,
    keywords: "jewellery software, jewellery ERP, jewellery billing software, Zevar ERP",
  },
  aboutus: {
    title: `About Us | ${P} – Jewellery Software Since 1997`,
    description: `${P} has built jewellery software in Mathura, Uttar Pradesh since 1997, trusted by 1 Lakh+ users.`,
    keywords: "about Zevar ERP, jewellery software company, Mathura",
  },
  contact: {
    title: `Contact Us | ${P}`,
    description: `Contact ${P} for a free demo, sales or support. Mon-Sat 10:00 AM - 7:00 PM.`,
    keywords: "contact jewellery software, Zevar ERP support",
  },
  faqs: {
    title: `FAQs | ${P}`,
    description: `Frequently asked questions about ${P}: GST, branches, karigar, support and AMC.`,
    keywords: "jewellery software FAQ, Zevar ERP questions",
  },
  features: {
    title: `Features | ${P}`,
    description: `34 features of ${P}: Girvi, kitty, branch management, RFID, HUID, digital gold and more.`,
    keywords: "jewellery software features, RFID, HUID, digital gold",
  },
  "privacy-policy": {
    title: `Privacy Policy | ${P}`,
    description: `How ${P} handles your information.`,
    keywords: "privacy policy, Zevar ERP",
  },
  "refund-cancellation-policy": {
    title: `Refund & Cancellation Policy | ${P}`,
    description: `Refund and cancellation policy of ${P}.`,
    keywords: "refund policy, cancellation policy",
  },
  "term-condition": {
    title: `Terms & Conditions | ${P}`,
    description: `Terms and conditions of ${P}.`,
    keywords: "terms and conditions, Zevar ERP",
  },
  "jewellery-retail-software": {
    title: `Retail Jewellery Software | ${P}`,
    description: "Retail jewellery showroom software with tagging, HUID, RFID and GST billing.",
    keywords: "retail jewellery software, showroom software",
  },
  "money-lending-girvi-software": {
    title: `Girvi Money Lending Software | ${P}`,
    description: "Girvi software: interest by month, week or year, biometric KYC, Hindi and English calendars.",
    keywords: "girvi software, money lending software",
  },
  "cz-jewellery-software": {
    title: `Jewellery Manufacturing Software | ${P}`,
    description: "Manufacturing software for CZ, chain, diamond, kundan, plain gold and silver jewellery.",
    keywords: "cz jewellery software, jewellery manufacturing software",
  },
  "wholesale-jewelley-software": {
    title: `Wholesale Jewellery Software | ${P}`,
    description: "Wholesale jewellery software with single-screen entries, mobile billing and WhatsApp ledgers.",
    keywords: "wholesale jewellery software",
  },
  blogs: {
    title: `Blogs | ${P} Insights`,
    description: `Articles from ${P} on running a modern jewellery business.`,
    keywords: "jewellery blog, jewellery business tips",
  },
  "software-tutorial": {
    title: `Software Tutorials | ${P}`,
    description: `Step-by-step video tutorials for ${P}.`,
    keywords: "jewellery software tutorial, Zevar ERP videos",
  },
  "whats-new": {
    title: `What's New | ${P}`,
    description: `Latest releases of ${P}.`,
    keywords: "Zevar ERP updates",
  },
  Dealers: {
    title: `Our Associates | ${P} Dealers`,
    description: `Find a ${P} dealer near you.`,
    keywords: "jewellery software dealers, associates",
  },
};

/** Associate detail pages ask for the associate's name as the SEO page value. */
/** @param {string} name */
export function associateSeo(name) {
  return {
    title: `${name} | ${P} Associate`,
    description: `${name}, authorised ${P} associate for demos, installation and support.`,
    keywords: `${name}, jewellery software dealer`,
  };
}

export const countryCodes = [
  { value: "+1", label: "United States (+1)", isIndia: false },
  { value: "+44", label: "United Kingdom (+44)", isIndia: false },
  { value: "+61", label: "Australia (+61)", isIndia: false },
  { value: "+65", label: "Singapore (+65)", isIndia: false },
  { value: "+91", label: "India (+91)", isIndia: true },
  { value: "+971", label: "United Arab Emirates (+971)", isIndia: false },
  { value: "+973", label: "Bahrain (+973)", isIndia: false },
  { value: "+974", label: "Qatar (+974)", isIndia: false },
  { value: "+966", label: "Saudi Arabia (+966)", isIndia: false },
  { value: "+977", label: "Nepal (+977)", isIndia: false },
  { value: "+880", label: "Bangladesh (+880)", isIndia: false },
  { value: "+94", label: "Sri Lanka (+94)", isIndia: false },
];

export const blogs = [
  {
    id: 7,
    image: "/uploads/blogs/huid.png",
    title: "HUID Hallmarking: What Every Jeweller Must Know",
    topic: "Hallmarking and HUID compliance for modern jewellers",
    tags: "HUID, hallmarking, BIS, compliance",
    date: "2025-03-05 11:20:00",
    readTime: "6 min read",
    excerpt: "Six-digit HUID codes are now mandatory. Here is how to tag, bill and report them without slowing your counter.",
    text:
      "<p>Since hallmarking became mandatory, every piece needs a <strong>six-digit HUID</strong>. Linking the HUID to your tag history keeps audits painless.</p>" +
      "<h2>Tag once, trace always</h2><p>Scan the HUID when tagging and the billing screen picks it up automatically.</p>" +
      '<figure><img src="uploads/blogs/huid-tag.png" alt="A tag with its HUID" width="800" height="450"><figcaption>One tag, one HUID.</figcaption></figure>' +
      "<ul><li>Tag history linked to HUID</li><li>Reports for BIS audits</li></ul>",
  },
  {
    id: "6",
    image: "/uploads/blogs/rfid.png",
    title: "RFID Stock Counting in Under an Hour",
    topic: "RFID for jewellery stock verification and billing",
    tags: "RFID, stock, inventory",
    date: "2025-02-18",
    readTime: "5 min read",
    excerpt: "Counting a showroom's stock used to take a day. With RFID readers it takes an hour, and errors drop to nearly zero.",
    text: "<p>RFID tags let you verify a whole tray in seconds.</p><p>Use the same tags at billing and estimation.</p>",
  },
  {
    id: 5,
    image: "/uploads/blogs/girvi.png",
    title: "Running a Girvi Business on Software",
    topic: "Girvi money lending interest and KYC made simple",
    tags: "Girvi, money lending, interest",
    date: "2025-01-27 09:00:00",
    readTime: "7 min read",
    excerpt: "Monthly, weekly or yearly interest, Hindi and English calendars, biometric KYC: what a Girvi desk needs.",
    text: "<p>Interest recalculates automatically for pending vouchers.</p>",
  },
  {
    id: 4,
    image: "{self}/uploads/blogs/gst.png",
    title: "GST Billing for Jewellers, Step by Step",
    topic: "GST billing and returns for jewellery businesses",
    tags: "GST, billing, returns",
    date: "2024-12-12",
    readTime: "4 min read",
    excerpt: "From making charges to old-gold exchange, the GST rules that trip jewellers up and how software handles them.",
    text: "<p>GST on making charges, stones and old gold exchange explained.</p>",
  },
];

export const whatsNew = [
  {
    wid: 3,
    title: "WhatsApp catalogue sharing",
    image: "/uploads/whatsnew/catalogue.png",
    para: "<p>Share a <strong>catalogue</strong> of selected designs with a customer on WhatsApp in two taps.</p>",
  },
  {
    wid: "2",
    title: "Owner app alerts",
    image: "/uploads/whatsnew/alerts.png",
    para: "<p>Get an alert on your phone when a bill is edited or deleted.</p>",
  },
  {
    wid: 1,
    title: "Digital gold module",
    image: "/uploads/whatsnew/digital-gold.png",
    para: "<p>Let customers buy gold in small amounts and redeem it as jewellery.</p>",
  },
];

/**
 * A simple illustrative SVG. Sample pictures are PNGs (tests/origin/server.mjs draws
 * them); the stand-in answers *.svg uploads with this, the kind of picture the site
 * refuses to pass on.
 */
/** @param {string} label */
export function sampleImage(label) {
  const text = String(label).replace(/[^\w .-]/g, "").slice(0, 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#7a1f2e"/><circle cx="650" cy="90" r="160" fill="#8f2436"/><text x="40" y="400" font-family="sans-serif" font-size="40" fill="#f2d48a">${text}</text></svg>`;
}
