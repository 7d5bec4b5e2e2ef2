/**
 * The counter tools (issue 28, items 1 and 2): the jewellery estimate and the old gold
 * exchange, kept apart from src/content/en/tools.ts by concern (that file lists them
 * with the other tools). The estimate's old-gold section is the exchange's own words
 * (`estimateLabels.old`), so both pages say it the same way.
 */
export declare const estimateText: {
    name: string;
    promise: string;
    description: string;
    keywords: string;
    software: "Retail Showroom Software";
    cta: string;
    notes: string[];
};
export declare const exchangeText: {
    name: string;
    promise: string;
    description: string;
    keywords: string;
    software: "Retail Showroom Software";
    cta: string;
    notes: string[];
};
/** The old gold's words: the exchange tool's, and the estimate's old-gold section. */
export declare const exchangeLabels: {
    section: string;
    weight: string;
    purityAs: string;
    tunch: string;
    karat: string;
    fineness: string;
    purity: string;
    deduction: string;
    rate999: string;
    fine: string;
    afterDeduction: string;
    value: string;
    /** Why old gold comes off after GST (docs/tools.md, "GST on jewellery"). */
    afterGst: string;
    /** The WhatsApp line: "{weight} at {purity} → …". */
    purityTunch: string;
};
export declare const estimateLabels: {
    /** Marked on screen, on paper and in the WhatsApp text. */
    notInvoice: string;
    shopSection: string;
    shop: string;
    address: string;
    phone: string;
    gstin: string;
    /** Optional, printed under the shop's details on the estimate ("Customer: …"). */
    customer: string;
    shopHint: string;
    rates: string;
    rate999: string;
    silver999: string;
    piece: string;
    item: string;
    metal: string;
    metals: {
        "24K": string;
        "22K": string;
        "18K": string;
        "14K": string;
        tunch: string;
        S999: string;
        S925: string;
        stunch: string;
    };
    tunch: string;
    /** A silver piece by its tunch, in its line: "silver, 70 % tunch". */
    silverTunch: string;
    gross: string;
    stone: string;
    stoneIn: string;
    carats: string;
    grams: string;
    stoneValue: string;
    rate: string;
    rateHint: string;
    wastage: string;
    making: string;
    makingBy: string;
    makingPercent: string;
    makingPerGram: string;
    makingFixed: string;
    hallmark: string;
    add: string;
    remove: string;
    interstate: string;
    interstateHint: string;
    /** A piece's line: "1. Necklace, 22K916, net 24.900 g @ ₹66,000.00". */
    pieceLine: string;
    /** A line without a description names the piece by its metal (issue 38 item 7): "1. Gold ornament, 22K916, …". */
    pieceItem: {
        gold: string;
        silver: string;
    };
    perKg: string;
    detail: string;
    wastageValue: string;
    makingValue: string;
    stonesValue: string;
    hallmarkValue: string;
    taxable: string;
    total: string;
    lessOldGold: string;
    roundOff: string;
    payable: string;
    refund: string;
    old: typeof exchangeLabels;
};
export declare const exchangeMessages: {
    fields: {
        weight: string;
        tunch: string;
        karat: string;
        fineness: string;
        deduction: string;
        rate999: string;
    };
    needsRate: string;
};
export declare const estimateMessages: {
    fields: {
        tunch: string;
        gross: string;
        stone: string;
        stoneValue: string;
        rate: string;
        wastage: string;
        makingPercent: string;
        makingPerGram: string;
        makingFixed: string;
        hallmark: string;
        rate999: string;
        silver999: string;
    };
    needsRate: string;
    /** Stones that leave less than the milligram a scale shows: as heavy as the piece, or nearly (49.999 ct in 10 g). */
    stonesTooHeavy: string;
    tooLong: string;
    text: {
        shop: string;
        address: string;
        phone: string;
        item: string;
    };
    gstin: string;
    old: {
        fields: {
            weight: string;
            tunch: string;
            karat: string;
            fineness: string;
            deduction: string;
            rate999: string;
        };
        needsRate: string;
    };
};
