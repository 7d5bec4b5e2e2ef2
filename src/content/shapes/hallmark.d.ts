/**
 * What the HUID checker page explains (docs/tools.md, "Hallmark and HUID"). The bill's list
 * keeps what BIS requires on a bill of hallmarked jewellery apart from good practice.
 */
export declare const hallmarkText: {
    marksTitle: string;
    marks: {
        name: string;
        text: string;
    }[];
    gradesTitle: string;
    gold: string;
    silver: string;
    silverNote: string;
    invoiceTitle: string;
    requiredTitle: string;
    required: string[];
    practiceTitle: string;
    practice: string[];
};
