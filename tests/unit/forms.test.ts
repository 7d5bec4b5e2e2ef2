import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { contactSchemaOf, contactToOrigin, DEFAULT_SOFTWARE, demoSchemaOf, SOFTWARE_CHOICES, validate } from "../../src/forms/schemas.ts";

// The schemas the worker builds for an English page: the messages are the English
// catalogue's; the expectations below are written out by hand.
const english = contentFor("en").forms.formTexts.validation;
const demoSchema = demoSchemaOf(english);
const contactSchema = contactSchemaOf(english);

const contact = {
  firstName: "Ravi",
  lastName: "Soni",
  email: "ravi@example.in",
  phone: "+91 98765-43210",
  message: "",
  softwareType: "Retail Showroom Software",
  countryCode: "+91",
};

describe("contact form rules (SPEC section 5)", () => {
  const errorsFor = (patch: Record<string, string>) => {
    const r = validate(contactSchema, { ...contact, ...patch });
    return r.ok ? {} : r.errors;
  };

  it("accepts a complete form and leaves the message optional", () => {
    const r = validate(contactSchema, contact);
    expect(r).toEqual({ ok: true, value: { ...contact } });
  });

  it("gives the exact messages of the spec", () => {
    expect(errorsFor({ firstName: "" })).toEqual({ firstName: "First name is required" });
    expect(errorsFor({ lastName: "  " })).toEqual({ lastName: "Last name is required" });
    expect(errorsFor({ email: "" })).toEqual({ email: "Email is required" });
    expect(errorsFor({ email: "ravi.example.in" })).toEqual({ email: "Please enter a valid email" });
    expect(errorsFor({ email: "ravi@" })).toEqual({ email: "Please enter a valid email" });
    expect(errorsFor({ phone: "" })).toEqual({ phone: "Phone number is required" });
    expect(errorsFor({ phone: "98765 432" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(errorsFor({ phone: "98765abc43210" })).toEqual({ phone: "Please enter a valid phone number" });
  });

  it("counts 10 characters of digits, plus, hyphen, whitespace and parentheses as a phone number", () => {
    expect(errorsFor({ phone: "(0565) 240" })).toEqual({});
    expect(errorsFor({ phone: "9876543210" })).toEqual({});
  });

  it("reports every failing field at once", () => {
    const r = validate(contactSchema, {});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
  });

  it("maps to the origin's fields: name joined by a space, fixed subject, message as remark", () => {
    const r = validate(contactSchema, { ...contact, message: "Call after 5" });
    expect(r.ok && contactToOrigin(r.value)).toEqual({
      name: "Ravi Soni",
      email: "ravi@example.in",
      number: "+91 98765-43210",
      subject: "Zevar ERP Contact Request",
      remark: "Call after 5",
      coden: "+91",
      sel1: "Retail Showroom Software",
    });
  });
});

describe("demo form rules", () => {
  it("blocks nothing a person would type: every field may be empty, defaults fill the choices", () => {
    expect(validate(demoSchema, {})).toEqual({
      ok: true,
      value: { name: "", number: "", email: "", sel1: DEFAULT_SOFTWARE, remark: "", coden: "+91" },
    });
  });

  it("has the six software choices of SPEC section 3 with Wholesale Software first", () => {
    expect(SOFTWARE_CHOICES).toEqual([
      "Wholesale Software",
      "Retail Showroom Software",
      "Dia./Kundan Jew.Mnfg Software",
      "Chain manufacturing Software",
      "Cz Jewellery Mfg Software",
      "Money lending (Girvi) Software",
    ]);
  });

  it("keeps names in any script and emoji in remarks, strips control characters and line breaks", () => {
    const r = validate(demoSchema, { name: "रवि\r\nसोनी\u0000", remark: "Need GST 🙂\r\nThanks\u0007", number: "98765 43210" });
    expect(r.ok && r.value.name).toBe("रवि सोनी");
    expect(r.ok && r.value.remark).toBe("Need GST 🙂\nThanks");
  });

  it("keeps what real people type: Indic joiners, shop numbers, several phone numbers", () => {
    const r = validate(demoSchema, {
      name: "क्‍षत्रिय Jewellers #2",
      number: "98765 43210, 98765 43211 ext 2",
      email: "a.b+c@example.in",
      remark: "Budget < 50000, two counters",
    });
    expect(r.ok).toBe(true);
  });

  it("refuses markup, SQL punctuation and emoji in a name, letters in a phone number, unknown choices", () => {
    const errors = (input: Record<string, string>) => {
      const r = validate(demoSchema, input);
      return r.ok ? {} : r.errors;
    };
    expect(errors({ name: "<script>alert(1)</script>" })).toEqual({ name: "Please enter a valid name." });
    expect(errors({ name: "x'; DROP TABLE leads;--" })).toEqual({ name: "Please enter a valid name." });
    expect(errors({ name: "Ravi 💎" })).toEqual({ name: "Please enter a valid name." });
    expect(errors({ number: "1 OR 1=1" })).toEqual({ number: "Please enter a valid phone number" });
    expect(errors({ email: "a b@c" })).toEqual({ email: "Please enter a valid email" });
    expect(errors({ email: "<img/src/onerror=alert(1)>@x" })).toEqual({ email: "Please enter a valid email" });
    expect(errors({ remark: "hi <script>alert(1)</script>" })).toEqual({ remark: "Please remove HTML tags from your remark." });
    expect(errors({ sel1: "Free Software" })).toEqual({ sel1: "Please choose a software." });
    expect(errors({ coden: "91; rm" })).toEqual({ coden: "Please choose a country code." });
    expect(errors({ remark: "x".repeat(2001) })).toEqual({ remark: "Remark must be at most 2000 characters." });
    expect(errors({ name: "A".repeat(101) })).toEqual({ name: "Name must be at most 100 characters." });
  });
});
