import type * as en from "../en/errors.ts";

/** The 404 and 500 pages and the "not found / not available" messages (Gujarati of ../en/errors.ts). */
export const errorTexts: typeof en.errorTexts = {
  notFound: {
    code: "404",
    title: "અરે! આ પેજ મળ્યું નહીં",
    home: "હોમ પેજ પર જાઓ",
    headTitle: "પેજ મળ્યું નહીં",
    description: "તમે જે પેજ શોધો છો તે અહીં નથી.",
  },
  serverError: {
    code: "500",
    title: "કંઈક ગરબડ થઈ ગઈ",
    text: "આ પેજ અત્યારે ખૂલી શક્યું નહીં. થોડી વાર પછી ફરી પ્રયત્ન કરો.",
    home: "હોમ પેજ પર જાઓ",
    description: "આ પેજ અત્યારે ખૂલી શક્યું નહીં.",
  },
  blogNotFound: "બ્લોગ મળ્યો નહીં.",
  dealerNotFound: "ડીલર મળ્યા નહીં",
  /** /blog/:id when the origin could not be asked and nothing is cached (status 503). */
  blogUnavailable: { title: "આ લેખ અત્યારે ખૂલી શકતો નથી", text: "થોડી મિનિટ પછી ફરી પ્રયત્ન કરો." },
  /** What the tools' service worker answers, with no connection, for a page it never kept (src/pages/offline.tsx). */
  offline: {
    headTitle: "ઇન્ટરનેટ નથી",
    description: "ઇન્ટરનેટ નથી: આ ડિવાઇસમાં સેવ થયેલાં ટૂલ ઇન્ટરનેટ વગર પણ ખૂલે છે.",
    title: "અત્યારે ઇન્ટરનેટ નથી",
    text: "આ પેજ આ ડિવાઇસમાં સેવ થયેલું નથી, એટલે તે ખોલવા માટે ઇન્ટરનેટ જોઈએ. આ ટૂલ ઇન્ટરનેટ વગર પણ ખૂલે છે અને ચાલે છે:",
    retry: "ફરી પ્રયત્ન કરો",
  },
};
