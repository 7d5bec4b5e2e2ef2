/**
 * The gold rate board's words (src/tools/rate-board/): its form, the board a shop's screen
 * shows and the images for WhatsApp. `board` is said in the board's own language, which
 * may differ from the page's (`lang=`); the rest in the page's.
 */
/** The weights a gold rate is quoted per, and silver's kg. */
type BoardUnits<K extends string> = Record<K, string>;
export declare const rateBoardLabels: {
    shopLegend: string;
    shop: string;
    city: string;
    phone: string;
    ratesLegend: string;
    unitLegend: string;
    /** The unit choice: "10 g", "tola (11.664 g)": a tola's and a pavan's grams always said. */
    units: BoardUnits<"10g" | "1g" | "tola" | "pavan">;
    g24: string;
    g22: string;
    g18: string;
    silver: string;
    /** Under the 22K and 18K fields: how they are filled in from 24K, and that they may be changed. */
    deriveHint: string;
    note: string;
    noteHint: string;
    lang: string;
    submit: string;
    open: string;
    openHint: string;
    /** Beside the QR code of the board's link. */
    qr: string;
    status: string;
    post: string;
    printCard: string;
    /** What the images need script for (said on the page, shown without script too). */
    cardScript: string;
    /** Said once an image is made: `{name}` its file name. */
    made: string;
    cardFailed: string;
    /** A rate's unit after it: "per 10 g", "per tola (11.664 g)", silver "per kg". */
    per: BoardUnits<"10g" | "1g" | "tola" | "pavan" | "kg">;
    /** A rate and its unit: `{rate}` `{per}`. */
    rateLine: string;
    board: {
        title: string;
        /** The date and time the rates were set: `{date}` `{time}`. */
        at: string;
        /** The date alone (a link without a time). */
        on: string;
        gold24: string;
        gold22: string;
        gold18: string;
        silver: string;
        empty: string;
        edit: string;
        fullScreen: string;
        awake: string;
        mayDim: string;
        /** The board's foot: `{site}` is the product's name. */
        credit: string;
    };
};
export declare const rateBoardMessages: {
    fields: Record<"g24" | "g22" | "g18" | "silver" | "shop" | "city" | "phone" | "note", string>;
    /** `{label}` `{max}`. */
    tooLong: string;
    plainText: string;
    phone: string;
    paise: string;
    needsRate: string;
};
