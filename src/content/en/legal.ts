/**
 * The legal pages (SPEC section 1, "Static policy content"), written out in full.
 * Keyed by route path.
 */
import type { Texts } from "../types.ts";

export const legalTexts = {
  updated: (date: string) => `Last updated ${date}`,
};
export type LegalTexts = Texts<typeof legalTexts>;

export type LegalSection = { heading: string; paragraphs: string[]; points?: string[] };
export type LegalDocument = { intro: string; updated: string; sections: LegalSection[] };

const COMPANY = "Zevar ERP";

export const legal: Record<"privacy" | "refund" | "terms", LegalDocument> = {
  privacy: {
    intro: `This policy explains what ${COMPANY} collects when you visit this website or ask us for a demo, and how we look after it.`,
    updated: "2026-11-01",
    sections: [
      {
        heading: "Our Commitment",
        paragraphs: [
          `${COMPANY} respects the privacy of every visitor and customer. We collect only what we need to answer you and to serve you as a customer, and we never sell it.`,
        ],
      },
      {
        heading: "Information We Collect",
        paragraphs: ["When you request a demo, contact us or chat with us, we receive what you type into the form:"],
        points: [
          "your name, phone number with country code and e-mail address;",
          "the software you are interested in and any remark or message;",
          "technical details your browser sends with every request, such as the address of the page and the time.",
        ],
      },
      {
        heading: "Use of Cookies",
        paragraphs: [
          "This website does not need cookies to work. If performance and error monitoring is switched on, it may set a cookie to tell one visit from another; it holds no personal details and you can block it in your browser without losing any function of the site.",
        ],
      },
      {
        heading: "External Links",
        paragraphs: [
          "Pages link to other websites, such as WhatsApp, video platforms, maps, app stores and download mirrors. Their own privacy policies apply once you follow such a link; we are not responsible for their content or practices.",
        ],
      },
      {
        heading: "Information Sharing",
        paragraphs: [
          `We use your details only to reply to you, arrange a demo, and provide the software and support you buy. We share them only with the ${COMPANY} associate serving your area, when that is needed to help you, or when the law requires it.`,
        ],
      },
      {
        heading: "Data Security",
        paragraphs: [
          "Forms are sent over an encrypted connection and stored on systems that only authorised staff can reach. No method of storing or sending data is perfectly secure, but we take reasonable care to protect what you give us.",
        ],
      },
      {
        heading: "Policy Updates",
        paragraphs: [
          "We may update this policy from time to time. The date above shows the latest version; continuing to use the site after a change means you accept it. Questions about this policy are welcome through the Contact Us page.",
        ],
      },
    ],
  },
  refund: {
    intro: `How purchases of ${COMPANY} are demonstrated, customised, cancelled and refunded.`,
    updated: "2026-11-01",
    sections: [
      {
        heading: "Free demo before purchase",
        paragraphs: [
          `Before you buy, we give a free demo of ${COMPANY} set up for your kind of business, so that you can judge the software on the screens you will use.`,
        ],
      },
      {
        heading: "Customisations agreed in advance",
        paragraphs: [
          "Any customisation, its extra cost and its timeline are agreed in writing before the work starts. Work outside that agreement is quoted and agreed separately.",
        ],
      },
      {
        heading: "Cancellation",
        paragraphs: [
          "Cancellation is requested through the Contact Us page. It applies only after the agreed contract period; there is no cancellation in the middle of a term unless your agreement says so.",
        ],
      },
      {
        heading: "Refunds",
        paragraphs: [
          "No refund is made once the software has been installed and activated. Changes you want after that are requested separately and are not refundable.",
        ],
      },
    ],
  },
  terms: {
    intro: `These terms apply to this website and to the use of ${COMPANY} software and services.`,
    updated: "2026-11-01",
    sections: [
      {
        heading: "Definitions",
        paragraphs: [
          `"We", "us" and "${COMPANY}" mean the company that makes and supports the software. "You" means the visitor of this website or the customer who licenses the software. "Software" means ${COMPANY} in any of its editions, with its mobile apps and updates.`,
        ],
      },
      {
        heading: "General Usage Rules",
        paragraphs: [
          "You may use this website to learn about our products, request a demo and contact us. The software is licensed, not sold, for use by your business under your agreement with us.",
          `The annual maintenance charge (AMC) is 15% of the software cost, payable every year after the first year. Dues must be cleared within 30 days; if they are not, the licence may be terminated.`,
        ],
      },
      {
        heading: "Use of Content",
        paragraphs: [
          "Texts, images, logos and videos on this website belong to us or to their owners and may not be copied or republished without written permission.",
        ],
      },
      {
        heading: "Acceptable Website Use",
        paragraphs: ["You agree not to:"],
        points: [
          "send false, automated or abusive requests through the forms;",
          "try to break into, overload or scan the website or its systems;",
          "use the website to break any law.",
        ],
      },
      {
        heading: "Indemnity",
        paragraphs: [
          "You agree to indemnify us against claims, losses and costs that arise from your misuse of the website or the software or from breaking these terms.",
        ],
      },
      {
        heading: "Limitation of Liability",
        paragraphs: [
          "To the extent the law allows, our total liability for any claim about the software or the website is capped at the amount you paid us. We are not liable for indirect or consequential losses, such as lost profit or data that was not backed up.",
        ],
      },
      {
        heading: "Disclaimer",
        paragraphs: [
          "The website is provided as it is. We work to keep it accurate and available but do not promise that it will always be either. Features shown may differ between editions and versions.",
        ],
      },
      {
        heading: "Thank You",
        paragraphs: [`Thank you for choosing ${COMPANY}. For any question about these terms, please write to us through the Contact Us page.`],
      },
    ],
  },
};
