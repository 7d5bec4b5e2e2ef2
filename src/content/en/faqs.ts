import type { Faq, Texts } from "../types.ts";

export const faqsTexts = {
  lead: "What jewellers ask us most about Zevar ERP.",
  stillAsking: "Still have a question? See the software on your own business.",
};
export type FaqsTexts = Texts<typeof faqsTexts>;

/** The FAQs page (SPEC "FAQs"): 17 questions on the topics the spec lists, in order. */
export const faqs: Faq[] = [
  {
    question: "What is Zevar ERP?",
    answer:
      "Zevar ERP is complete software for jewellery businesses. It covers billing, stock and tagging, karigar and manufacturing, Girvi money lending, GST and accounts, with owner, customer and quotation mobile apps. It runs offline on your desktop or in the cloud.",
  },
  {
    question: "Who can use Zevar ERP?",
    answer:
      "Retail showrooms, wholesalers, manufacturers of chain, diamond, kundan, CZ, plain gold and silver jewellery, multi-branch chains and Girvi (pledge) money lenders. Each has its own edition built around the way that business works.",
  },
  {
    question: "Is it suitable for a small jewellery shop?",
    answer:
      "Yes. Many of our users run a single counter. There is no setup cost, you start with the modules you need, and the screens are simple enough for new staff to learn in a day.",
  },
  {
    question: "Does Zevar ERP handle GST?",
    answer:
      "Yes. Every bill is GST-compliant, with making charges, stones and old-gold exchange handled the way the rules require. Returns are prepared from your data, and accounts can be exported to Tally.",
  },
  {
    question: "Can I manage multiple branches?",
    answer:
      "Yes. Branch management keeps stock, sales and accounts per branch, moves stock between branches with transfer vouchers, and gives the owner one consolidated view.",
  },
  {
    question: "Does it track repairs and custom orders?",
    answer:
      "Yes. Orders and repairs are tracked from receipt to delivery, with the karigar they are assigned to, the expected date, and SMS or WhatsApp alerts to the customer when they are ready.",
  },
  {
    question: "How does karigar management work?",
    answer:
      "Issue metal to a karigar, receive finished pieces, and the software accounts for wastage and labour per karigar. Loss reports show exactly where grams go, and wages are calculated from the work received.",
  },
  {
    question: "Can I use it on my mobile phone?",
    answer:
      "Yes. The owner app shows sales, stock, cash and alerts on any bill edit or deletion. Mobile billing works online or offline and syncs later. Customers can browse your catalogue and place orders from the customer app.",
  },
  {
    question: "Is my data secure?",
    answer:
      "Yes. Role-based permissions and user restrictions limit what each person can do, sensitive changes need OTP approval, and the audit trail records every edit and deletion with the user and time. Your data stays on your own computer or in your private cloud account.",
  },
  {
    question: "What support do you provide?",
    answer:
      "Phone, WhatsApp and remote-desktop support across India, with 24/7 help for urgent problems. Our team also trains your staff when you start and whenever you add a module.",
  },
  {
    question: "Which devices and services does it integrate with?",
    answer:
      "Barcode and RFID readers, weighing scales, biometric devices for attendance and KYC, Tally for accounts, WhatsApp for bills, ledgers and catalogues, and SMS gateways.",
  },
  {
    question: "How do I get started?",
    answer:
      "Book a free demo. We show the software on your kind of business, agree the modules and any custom work, then install it, move your opening stock and balances, and train your staff.",
  },
  {
    question: "Is there a free trial?",
    answer:
      "We give a free demo before you buy, set up for your business, so you can see every screen you will use. The refund policy explains what happens after installation.",
  },
  {
    question: "How often is the software updated?",
    answer:
      "Updates come several times a year, with new features, rule changes such as GST and hallmarking, and fixes. The Software Upgrade download installs them, and users on AMC get them as part of it.",
  },
  {
    question: "Does Zevar ERP support money lending (Girvi)?",
    answer:
      "Yes. The Girvi edition calculates interest by month, week or year, recalculates pending vouchers automatically, takes biometric KYC with document upload, and shows interest in Hindi and English calendars.",
  },
  {
    question: "What is the annual maintenance charge (AMC)?",
    answer:
      "The first year is covered with your purchase. After that the annual maintenance charge is 15% of the software cost, which covers updates and support. Dues are to be cleared within 30 days.",
  },
  {
    question: "Can the software be customised for my business?",
    answer:
      "Yes. Bill formats, reports, workflows and rates can be set up the way you work, and custom modules can be built. Customisations, costs and timelines are agreed in advance.",
  },
];
