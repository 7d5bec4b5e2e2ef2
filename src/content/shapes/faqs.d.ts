import type { Faq, Texts } from "../types.ts";
export declare const faqsTexts: {
    lead: string;
    stillAsking: string;
};
export type FaqsTexts = Texts<typeof faqsTexts>;
/** The FAQs page (SPEC "FAQs"): 17 questions on the topics the spec lists, in order. */
export declare const faqs: Faq[];
