import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { followUpMessage, shortRef } from "../../src/forms/follow-up.ts";

/**
 * Issue 41 item 5: "Continue on WhatsApp" opens with a message in the page's language
 * that names the software chosen and the lead's short reference, and the figures' link
 * when the lead came from a tool. Each expected message is written out by hand.
 */
const LINK = "https://www.zevar.example/gu/tools/jewellery-estimate?weight=10";

const EXPECTED: Record<string, { label: string; demo: string; contact: string; tool: string; button: string }> = {
  en: {
    label: "Retail Showroom Software",
    demo: "Hello Zevar ERP, I have just asked for a demo of Retail Showroom Software. My reference: 3FA9C2.",
    contact: "Hello Zevar ERP, I have just sent you a message about Retail Showroom Software. My reference: 3FA9C2.",
    tool: `The figures I worked out: ${LINK}`,
    button: "Continue on WhatsApp",
  },
  hi: {
    label: "रिटेल शोरूम सॉफ्टवेयर",
    demo: "नमस्ते Zevar ERP, मैंने अभी रिटेल शोरूम सॉफ्टवेयर का डेमो माँगा है। मेरा रेफरेंस: 3FA9C2",
    contact: "नमस्ते Zevar ERP, मैंने अभी रिटेल शोरूम सॉफ्टवेयर के बारे में मैसेज भेजा है। मेरा रेफरेंस: 3FA9C2",
    tool: `मैंने जो हिसाब लगाया: ${LINK}`,
    button: "WhatsApp पर बात आगे बढ़ाएँ",
  },
  gu: {
    label: "રિટેલ શોરૂમ સોફ્ટવેર",
    demo: "નમસ્તે Zevar ERP, મેં હમણાં જ રિટેલ શોરૂમ સોફ્ટવેરનો ડેમો માંગ્યો છે. મારો રેફરન્સ: 3FA9C2",
    contact: "નમસ્તે Zevar ERP, મેં હમણાં જ રિટેલ શોરૂમ સોફ્ટવેર વિશે મેસેજ મોકલ્યો છે. મારો રેફરન્સ: 3FA9C2",
    tool: `મેં ગણેલો હિસાબ: ${LINK}`,
    button: "WhatsApp પર વાત આગળ વધારો",
  },
  bn: {
    label: "রিটেল শোরুম সফটওয়্যার",
    demo: "নমস্কার Zevar ERP, আমি এইমাত্র রিটেল শোরুম সফটওয়্যার-এর ডেমো চেয়েছি। আমার রেফারেন্স: 3FA9C2",
    contact: "নমস্কার Zevar ERP, আমি এইমাত্র রিটেল শোরুম সফটওয়্যার নিয়ে মেসেজ পাঠিয়েছি। আমার রেফারেন্স: 3FA9C2",
    tool: `আমার কষা হিসেব: ${LINK}`,
    button: "WhatsApp-এ কথা চালিয়ে যান",
  },
};

describe("the WhatsApp follow-up", () => {
  it("takes the lead's reference from the key its form made", () => {
    expect(shortRef("3fa9c2d1-8e4b-4c7a-9f21-0b5e6d7c8a90")).toBe("3FA9C2");
    expect(shortRef("0-1-2-3-4-5-6")).toBe("012345");
  });

  for (const [code, e] of Object.entries(EXPECTED)) {
    it(`says it in ${code}: the software, the reference, and the tool's figures on a second line`, () => {
      const { followUp } = contentFor(code as "en").forms.formTexts;
      const software = contentFor(code as "en").forms.softwareLabels["Retail Showroom Software"];
      expect(software).toBe(e.label);
      expect(followUp.button).toBe(e.button);
      const lead = { software: "Retail Showroom Software" as const, ref: "3FA9C2" };
      expect(followUpMessage("demo", followUp, software, lead)).toBe(e.demo);
      expect(followUpMessage("contact", followUp, software, lead)).toBe(e.contact);
      expect(followUpMessage("demo", followUp, software, { ...lead, link: LINK })).toBe(`${e.demo}\n${e.tool}`);
    });
  }
});
