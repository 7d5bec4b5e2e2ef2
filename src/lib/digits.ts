/**
 * Digits of India's scripts read as Latin ones: a jeweller on a Hindi, Gujarati or
 * Bengali keyboard types "१०" or "૧૦" for 10, and a phone number copied from a Hindi
 * message may be "९८७६५४३२१०". The tools and the lead forms read those as the numbers
 * they are, and the origin is sent Latin digits (docs/i18n.md, "Type and numbers").
 */

/** The code point of zero in each script whose ten digits follow it in order. */
const ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu)
  0x0966, // Devanagari (Hindi, Marathi)
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Odia
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
];

const INDIC_DIGIT = new RegExp(`[${ZEROS.map((z) => `\\u{${z.toString(16)}}-\\u{${(z + 9).toString(16)}}`).join("")}]`, "gu");

/** `s` with every Indian-script digit replaced by its Latin digit; anything else as it was. */
export function latinDigits(s: string): string {
  return s.replace(INDIC_DIGIT, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = ZEROS.find((z) => cp >= z && cp <= z + 9)!;
    return String(cp - zero);
  });
}
