/**
 * The headings (eyebrow, title, lead) of the pages' sections in Gujarati (of
 * ../en/sections.ts), typed by `SectionsTexts` (every page, section and field, as strings).
 */
import type * as en from "../en/sections.ts";

export const sections: en.SectionsTexts = {
  home: {
    features: { eyebrow: "બધું એક જ જગ્યાએ", title: "આખા ધંધા માટે એક જ સોફ્ટવેર" },
    modules: { eyebrow: "મોડ્યુલ", title: "જ્વેલરને જોઈએ તે બધું" },
    pillars: { title: "સુરક્ષિત, ધંધા સાથે વધે, તમારી રીતે ગોઠવાય" },
    testimonials: { eyebrow: "ગ્રાહકોનો અભિપ્રાય", title: "Zevar ERP વિશે જ્વેલર્સ શું કહે છે" },
    faq: { eyebrow: "સવાલ-જવાબ", title: "જ્વેલર્સના સામાન્ય સવાલ" },
    unique: { eyebrow: "વર્ઝન", title: "Zevar ERPને ખાસ શું બનાવે છે" },
  },
  about: {
    journey: { title: "અમારી સફર" },
    why: { title: "અમને કેમ પસંદ કરવા" },
    team: { title: "અમારી ટીમ" },
  },
  edition: {
    types: { title: "કેવા કેવા પ્રકારનું મેન્યુફેક્ચરિંગ" },
    screens: { title: "સ્ક્રીનશોટ" },
  },
  landing: {
    alliances: { title: "જોડાયેલી સિસ્ટમ", lead: "ભારતના જ્વેલર્સ જે સિસ્ટમ પર પહેલેથી ભરોસો રાખે છે, તેની સાથે Zevar ERP ચાલે છે." },
    about: { title: "અમારા વિશે" },
    versions: { title: "સોફ્ટવેરનાં વર્ઝન" },
    advantages: { title: "ફાયદા" },
    integrated: { title: "સાથે જોડાયેલી સુવિધાઓ" },
    landingTestimonials: { title: "જ્વેલર્સ શું કહે છે" },
    queries: { title: "કોઈ સવાલ? અમારી સાથે વાત કરો" },
  },
};
