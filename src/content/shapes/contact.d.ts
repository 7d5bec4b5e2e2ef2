import type { CompanyFacts } from "../../lib/structured-data.ts";
import type { Texts } from "../types.ts";
export declare const contactTexts: {
    lead: string;
    formTitle: string;
    headquarters: string;
    showMap: string;
    mapTitle: string;
    careNumber: string;
    hours: string;
    branches: string;
    customerCare: string;
    careLead: (hours: string) => string;
};
export type ContactTexts = Texts<typeof contactTexts>;
export type Branch = {
    city: string;
    label?: string;
    numbers: string[];
};
export declare const businessHours: {
    days: string;
    hours: string;
    opens: string;
    closes: string;
};
export declare const customerCare: string[];
export declare const branches: Branch[];
/** The company as search engines are told it (src/lib/structured-data.ts takes it as an argument). */
export declare const companyFacts: CompanyFacts;
