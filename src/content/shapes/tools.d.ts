/**
 * The free jeweller tools (/tools): what each promises, what its page says around the
 * calculator, and the software its call to action preselects, keyed by tool id (the
 * tools themselves, their paths and figures: src/tools/<id>/).
 */
import type { estimateLabels, estimateMessages, exchangeLabels, exchangeMessages } from "./tools-counter.ts";
import type { rateBoardLabels, rateBoardMessages } from "./tools-board.ts";
import type { DateText, MonthStyle } from "../../lib/calendar.ts";
import type { PluralMessage } from "../../lib/template.ts";
export type ToolId = "gst" | "girvi" | "gold-loan-value" | "huid" | "purity" | "estimate" | "exchange" | "rate-board";
export type ToolText = {
    /** The page's <h1> and the card's title. */
    name: string;
    /** One line on the /tools index. */
    promise: string;
    description: string;
    keywords: string;
    /** The software the demo form preselects from this tool's call to action (SPEC section 3's values). */
    software: "Retail Showroom Software" | "Money lending (Girvi) Software";
    /** The call to action's lead, above its button. */
    cta: string;
    /** What the tool applies, said plainly under the result. */
    notes: string[];
    /** A tool to go to next, with a line that says why (the Girvi calculator ↔ the gold loan value). */
    seeAlso?: {
        tool: ToolId;
        lead: string;
    };
};
export declare const toolTexts: Record<ToolId, ToolText>;
/** The /tools index page. */
export declare const toolsIndexText: {
    heading: string;
    lead: string;
    description: string;
    keywords: string;
    open: string;
    /** The footer's link, the home page's band and an edition page's pointer. */
    link: string;
    bandTitle: string;
    freeTool: string;
};
/**
 * Words of the tools' forms and results (a Hindi dictionary supplies the same keys).
 * The tool island receives `form` and its own tool's words as props, so every text is
 * data: `{n}`, `{metal}`, `{rate}`, `{huid}` are filled in (src/lib/template.ts); a plural
 * message (`month`, `day`, `minimum`, `length`) reaches the island as its forms, chosen by
 * the plural rules of `girvi.locale` (src/lib/format.ts `islandTexts`).
 */
export declare const toolLabels: {
    /** Page only (not sent to the island). */
    rules: string;
    ctaButton: string;
    /** Every tool's form. */
    form: {
        calculate: string;
        result: string;
        fillIn: string;
        fixErrors: string;
        /** A link's choice that is none of the tool's (`metal1=platinum`, `per=kg`): said above the result (src/tools/choices.ts). */
        unknownChoice: string;
        share: string;
        copy: string;
        copied: string;
        print: string;
        /** Below a result worked out in a page kept for offline use (docs/offline.md). */
        offline: string;
        /** Above the Girvi account when it is wider than the screen. */
        scrollTable: string;
        /** The printed slip (issue 23, item 7): what was entered, and when it was printed. */
        entered: string;
        printedOn: string;
        /** How the slip's date is written (Intl). */
        locale: string;
        yes: string;
        no: string;
        /** Units in results (issue 27 slip 19): a space before % in English. */
        units: {
            grams: string;
            percent: string;
        };
        /**
         * The weight a gold rate is for (src/tools/gold-unit.ts): 10 g, one tola of 11.664 g or one
         * pavan (sovereign) of 8 g; a tola's or a pavan's words carry its grams wherever its rate is
         * shown, since "tola" also means 10 g in some regions' news. `per` is the unit as the rate
         * labels and messages put it in `{per}` ("Rate per {per} (₹)"; in Hindi, Gujarati and
         * Bengali with the genitive that comes before भाव / ભાવ / দর); `after` follows a rate in
         * results and on the slip; `usual` is not a text but the unit a blank form starts at in
         * this language (`10g`, `tola` or `pavan`; anything else is read as 10g).
         */
        goldUnit: {
            legend: string;
            options: {
                "10g": string;
                tola: string;
                pavan: string;
            };
            per: {
                "10g": string;
                tola: string;
                pavan: string;
            };
            after: {
                "10g": string;
                tola: string;
                pavan: string;
            };
            usual: "10g" | "tola" | "pavan";
        };
        /** The shop's details on a printed receipt (src/tools/shop.ts): kept in the link only. */
        shop: {
            legend: string;
            hint: string;
            name: string;
            address: string;
            phone: string;
            gstin: string;
            gstinInvalid: string;
            phoneInvalid: string;
        };
    };
    gst: {
        weight: string;
        rate: string;
        rateHint: string;
        making: string;
        makingPercent: string;
        makingPerGram: string;
        wastage: string;
        stones: string;
        mode: string;
        retail: string;
        jobwork: string;
        ownGold: string;
        /** Said beside the mode: the scope of job work at 5 % (docs/tools.md, "GST on jewellery"). */
        modeHint: string;
        interstate: string;
        /** Place of supply of goods: where they are delivered (IGST Act s.10(1); docs/tools.md). */
        interstateHint: string;
        oldGold: string;
        /** The metal: its rate is quoted per 10 g (gold) or per kg (silver), as jewellers quote it. */
        metalChoice: string;
        gold: string;
        silver: string;
        rateKg: string;
        rateKgHint: string;
        /** Reverse GST (issue 28 item 3): from an all-in price back to the taxable value. */
        direction: string;
        forward: string;
        reverse: string;
        directionHint: string;
        allIn: string;
        allInValue: string;
        gstIn: string;
        impliedWeight: string;
        metal: string;
        wastageValue: string;
        makingValue: string;
        jobCharge: string;
        stonesValue: string;
        taxable: string;
        total: string;
        lessOldGold: string;
        payable: string;
        refund: string;
        jobworkNote: string;
        ownGoldNote: string;
    };
    girvi: {
        /** The language of the plural forms and of the account's dates. */
        locale: string;
        /** How the account's dates name the month (Intl): "1 Apr 2026". */
        dateMonth: MonthStyle;
        month: PluralMessage;
        day: PluralMessage;
        principal: string;
        rate: string;
        rateHint: string;
        from: string;
        to: string;
        method: string;
        simple: string;
        compound: string;
        /** Beside the choice (issue 38 item 12): Maharashtra's Act, s.31 (../shared/TRADE-FACTS.md, "Girvi"). */
        methodHint: string;
        every: string;
        days: string;
        days30: string;
        calendar: string;
        /** Part of a month (issue 28 item 5): the three conventions lenders use (./girvi/parts.ts). */
        part: string;
        partDays: string;
        partMonth: string;
        partHalf: string;
        dateHint: string;
        /** The rate as quoted and per year, under the figures. */
        ratePerYear: string;
        /** Above 5 a month (docs/tools.md): likely a yearly rate typed as monthly. */
        yearlyWarning: string;
        charged: string;
        receipt: string;
        minMonths: string;
        payments: string;
        paymentDate: string;
        paymentAmount: string;
        period: string;
        minimum: PluralMessage;
        interest: string;
        paid: string;
        due: string;
        table: string;
        /** The account's caption when it is shown a line per year (past 60 lines). */
        tableByYear: string;
        columns: string[];
        events: {
            minimum: string;
        };
        /** The loan and its rate, at the start of the WhatsApp line: "₹10,000.00 @ 2 / ₹100 / month, 6 months: …". */
        loanLine: string;
    };
    purity: {
        karat: string;
        fineness: string;
        percent: string;
        givenAs: string;
        purity: string;
        weight: string;
        rate24: string;
        grade: string;
        notGrade: string;
        fine: string;
        value: string;
        /** Silver (issue 28 item 4): by fineness or percent, priced per kg of 999. */
        metal: string;
        gold: string;
        silver: string;
        givenHint: string;
        rateKg: string;
        fineSilver: string;
        valueSilver: string;
    };
    "gold-loan-value": {
        gross: string;
        stones: string;
        stonesHint: string;
        givenAs: string;
        karat: string;
        fineness: string;
        percent: string;
        purity: string;
        rate24: string;
        ltv: string;
        ltvHint: string;
        net: string;
        purityLine: string;
        fine: string;
        value: string;
        /** `{ltv}` is the percentage, written in the page's language ("75 %"). */
        loanAt: string;
        rbiNote: string;
        /** `{cap}` is RBI's percent for a loan of this amount, written in the page's language ("80 %"). */
        overCap: string;
    };
    huid: {
        huid: string;
        hint: string;
        check: string;
        valid: string;
        verify: string;
    };
    estimate: typeof estimateLabels;
    exchange: typeof exchangeLabels;
    "rate-board": typeof rateBoardLabels;
};
export type ToolLabels = typeof toolLabels;
/**
 * The messages beside a tool's fields (src/tools/: query.ts, girvi.ts, huid.ts),
 * each tool's field names as the messages say them, and how a date is written in a
 * message ("dmy": as India writes it, 01-02-2026). `{label}`, `{n}`, `{max}` (Indian grouping),
 * `{owed}` (rupees) and `{date}` are filled in.
 */
export declare const toolMessages: {
    number: {
        required: string;
        negative: string;
        notNumber: string;
        above: string;
        atLeast: string;
        atMost: string;
    };
    gst: {
        fields: {
            weight: string;
            rate: string;
            makingPercent: string;
            makingPerGram: string;
            wastage: string;
            stones: string;
            oldGold: string;
            allIn: string;
            rateKg: string;
        };
        stonesOverPrice: string;
    };
    girvi: {
        fields: {
            principal: string;
            rate: string;
            from: string;
            to: string;
            every: string;
            minMonths: string;
            payment: string;
        };
        date: DateText;
        notDate: string;
        wholeMonths: string;
        toBeforeFrom: string;
        ratePaise: string;
        rateTooHigh: string;
        tooLong: string;
        tooManyPayments: string;
        tooLarge: string;
        paymentNeedsDate: string;
        paymentOutside: string;
        overpayment: string;
    };
    "gold-loan-value": {
        fields: {
            gross: string;
            stones: string;
            karat: string;
            fineness: string;
            percent: string;
            rate24: string;
            ltv: string;
        };
        stonesOverGross: string;
    };
    purity: {
        fields: {
            karat: string;
            fineness: string;
            percent: string;
            weight: string;
            rate24: string;
            rateKg: string;
        };
        silverKarat: string;
    };
    huid: {
        empty: string;
        chars: string;
        /** `{n}` is 1 or more (none is `empty`): a plural message, `one` for 1. */
        length: PluralMessage;
    };
    estimate: typeof estimateMessages;
    exchange: typeof exchangeMessages;
    "rate-board": typeof rateBoardMessages;
};
export type ToolMessages = typeof toolMessages;
