/**
 * Digits of India's scripts (src/lib/digits.ts): a jeweller on a Hindi or Gujarati
 * keyboard types "१०" or "૧૦"; the tools and the lead forms read them as Latin digits.
 * The expected figures are the hand-worked GST example (10 g at ₹72,000 per 10 g,
 * making 12 %: taxable ₹80,640, invoice ₹83,059.20).
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { makeSchemas, validate } from "../../src/forms/schemas.ts";
import { latinDigits } from "../../src/lib/digits.ts";
import { gstFromQuery } from "./english-tools.ts";
import { checkHuid } from "./english-tools.ts";
import { numberField } from "./english-tools.ts";

const { formTexts } = contentFor("hi").forms;

describe("digits of India's scripts", () => {
  it("reads Devanagari, Gujarati, Bengali, Gurmukhi, Tamil and Urdu digits as Latin ones, and leaves the rest", () => {
    expect(latinDigits("९८७६५४३२१०")).toBe("9876543210");
    expect(latinDigits("૧૨.૫ ग्राम")).toBe("12.5 ग्राम");
    expect(latinDigits("১,২৩,৪৫৬")).toBe("1,23,456");
    expect(latinDigits("੨੨K")).toBe("22K");
    expect(latinDigits("௯௧௬")).toBe("916");
    expect(latinDigits("۷۵")).toBe("75");
    expect(latinDigits("22K916, ₹72,000")).toBe("22K916, ₹72,000");
    expect(latinDigits("दस")).toBe("दस");
  });

  it("lets the tools read them: the GST example typed in Devanagari digits gives the same bill", () => {
    const form = gstFromQuery(new URLSearchParams({ weight: "१०", rate: "७२,०००", making: "१२" }));
    expect(form.fields.weight.value).toBe(10);
    expect(form.fields.rate.value).toBe(72000);
    expect(form.result?.taxable).toBe(80640);
    expect(form.result?.total).toBe(83059.2);
    // What the jeweller typed stays in the field as typed.
    expect(numberField("१२.५", { label: "नेट वज़न", max: 100 })).toEqual({ value: 12.5, raw: "१२.५" });
    expect(checkHuid("२jp८fc")).toEqual({ huid: "2JP8FC", ok: true });
  });

  it("lets the lead forms read a phone number in them, and gives the origin Latin digits", () => {
    const { demo, contact } = makeSchemas(formTexts.validation);
    const d = validate(demo, { name: "श्री ज्वैलर्स २", number: "९८७६५ ४३२१०", email: "", sel1: "Wholesale Software", remark: "", coden: "+91" });
    expect(d.ok && d.value.number).toBe("98765 43210");
    // A shop's name keeps its digits as typed: it is a name, not a number.
    expect(d.ok && d.value.name).toBe("श्री ज्वैलर्स २");
    const c = validate(contact, { firstName: "मीरा", lastName: "अग्रवाल", email: "m@example.in", phone: "+९१ ९८७६५४३२१०", message: "", softwareType: "Wholesale Software", countryCode: "+91" });
    expect(c.ok && c.value.phone).toBe("+91 9876543210");
    // Fewer than 10 digits is still too few, whatever the script.
    const short = validate(contact, { firstName: "मीरा", lastName: "अग्रवाल", email: "m@example.in", phone: "९८७६", message: "", softwareType: "Wholesale Software", countryCode: "+91" });
    expect(short).toEqual({ ok: false, errors: { phone: "कृपया सही फोन नंबर डालें" } });
  });
});
