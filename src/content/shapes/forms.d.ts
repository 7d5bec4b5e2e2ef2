/**
 * Every text of the lead forms and the demo dialog in English: labels, buttons,
 * validation messages (SPEC section 5), what visitors read after sending (SPEC section
 * 8, word for word) and the worker's own answers (refusals, the origin's verdicts).
 * The types here are the shape every language's forms.ts gives (a missing key fails
 * the typecheck). The server picks a language's texts through src/forms/texts.ts; the
 * form islands receive theirs as props (src/forms/island-texts.ts) and build their
 * schemas from them.
 */
import { type SoftwareLabels } from "../../lib/lead-fields.ts";
/** The texts of one language. Validation messages are whole sentences, not assembled from labels. */
export type FormTexts = {
    /** Labels shared by both forms. */
    fields: {
        email: string;
        phone: string;
        software: string;
        /** The dialling code's own (visually hidden) label. */
        countryCode: string;
        /** The dialling code offered until the list has loaded. */
        indiaOption: string;
        /** The label of the field people never see (the honeypot). */
        honeypot: string;
    };
    demo: {
        dialogTitle: string;
        dialogIntro: string;
        close: string;
        name: string;
        remark: string;
        submit: string;
        submitting: string;
        sent: string;
        failed: string;
    };
    contact: {
        firstName: string;
        lastName: string;
        message: string;
        /** After the message's label. */
        optional: string;
        submit: string;
        submitting: string;
        sent: {
            title: string;
            text: string;
        };
        failedTitle: string;
        failedText: string;
        network: {
            title: string;
            text: string;
        };
        dismiss: string;
    };
    /**
     * After a demo or contact request is received: a WhatsApp click-to-chat the visitor
     * may choose, its message naming the software chosen ({software}, as the form shows
     * it) and the lead's short reference ({ref}, six letters and digits sales can look
     * up); `tool` is a second line with the link to the figures ({link}) when the
     * request came from a tool.
     */
    followUp: {
        button: string;
        demo: string;
        contact: string;
        tool: string;
    };
    validation: {
        countryCode: string;
        software: string;
        emailRequired: string;
        emailInvalid: string;
        phoneRequired: string;
        phoneInvalid: string;
        /** Bidirectional control characters (pasted) in a remark, message or e-mail. */
        hiddenCharacters: string;
        demo: {
            nameTooLong: string;
            nameInvalid: string;
            phoneTooLong: string;
            remarkTooLong: string;
            remarkHtml: string;
        };
        contact: {
            firstNameRequired: string;
            firstNameTooLong: string;
            firstNameInvalid: string;
            lastNameRequired: string;
            lastNameTooLong: string;
            lastNameInvalid: string;
            messageTooLong: string;
            messageHtml: string;
        };
    };
};
export declare const formTexts: FormTexts;
/**
 * Why the worker refuses a post before (or instead of) its fields being checked
 * (worker/leads/guards.ts REFUSAL_STATUS gives each its HTTP status).
 */
export type RefusalCode = "tooLarge" | "lengthRequired" | "contentType" | "crossSite" | "unreadable" | "file" | "honeypot" | "rateLimited" | "siteBusy" | "noClient" | "serverKey" | "slowBody";
/**
 * The worker's own answers to a lead post, in one language (worker/leads/answers.ts
 * picks the language of the page the post came from).
 */
export type LeadServerTexts = {
    /** A contact post with fields to correct (each field carries its own message too). */
    invalidContact: string;
    /** Neither the origin nor the queue could take the lead. */
    notQueued: string;
    refusals: Record<RefusalCode, string>;
    /**
     * The origin's verdicts the worker knows (tests/origin/server.mjs answers these), said
     * in the page's language; `other` stands for any other origin text on a page whose
     * language the origin does not speak (it answers in English only).
     */
    originVerdicts: {
        nameRequired: string;
        mobileInvalid: string;
        other: string;
    };
};
export declare const leadServerTexts: LeadServerTexts;
/** English shows each software choice as the value it posts. */
export declare const softwareLabels: SoftwareLabels;
