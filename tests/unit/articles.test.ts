import { describe, expect, it } from "vitest";
import { contentFor } from "../../src/content/index.ts";
import { readingMinutes, type Article } from "../../src/content/model/articles.ts";

const { articles } = contentFor("en").articles;

const karigar = articles.karigarGuide;
const digital = articles.digitalTransformation;

/** Words the reader reads: the lead and all block text, list items and stat labels (counted here independently of the module). */
function words(a: Article): number {
  const texts = [
    a.lead,
    ...a.blocks.flatMap((b) => (b.kind === "stats" ? b.items.map((s) => s.label) : b.kind === "list" ? b.items : [b.text])),
  ];
  return texts.join(" ").split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

const claims = (a: Article) => a.blocks.flatMap((b) => (b.kind === "stats" ? b.items.map((s) => `${s.value} ${s.label}`) : []));

describe("static articles (SPEC 'Static articles')", () => {
  it("carry their titles and buttons", () => {
    expect([karigar.title, karigar.cta.button]).toEqual(["Complete Guide to Karigar Management", "Book a Manufacturing Demo"]);
    expect([digital.title, digital.cta.button]).toEqual(["From Traditional to Tech-Enabled Business", "Start Your Digital Journey"]);
  });

  it("carry each of the spec's seven claims exactly once, as stats, in the right article", () => {
    const inKarigar = ["30% less wastage", "50% faster wage processing"];
    const inDigital = [
      "40% less operational time",
      "25% higher customer satisfaction",
      "60% better inventory accuracy",
      "35% more repeat customers",
      "50% faster compliance reporting",
    ];
    const all = [...claims(karigar), ...claims(digital)];
    expect(all).toHaveLength(7);
    for (const claim of [...inKarigar, ...inDigital]) {
      expect(all.filter((c) => c.startsWith(claim)), claim).toHaveLength(1);
    }
    for (const claim of inKarigar) expect(claims(karigar).some((c) => c.startsWith(claim)), claim).toBe(true);
    for (const claim of inDigital) expect(claims(digital).some((c) => c.startsWith(claim)), claim).toBe(true);
  });

  it("are long-form: 1,400 to 1,900 words and at least six sections each", () => {
    for (const a of [karigar, digital]) {
      expect(words(a), a.title).toBeGreaterThanOrEqual(1400);
      expect(words(a), a.title).toBeLessThanOrEqual(1900);
      expect(a.blocks.filter((b) => b.kind === "h2").length, a.title).toBeGreaterThanOrEqual(6);
    }
  });

  it("derive their read time from the text at 200 words a minute", () => {
    for (const a of [karigar, digital]) {
      expect(a.readTime).toBe(`${Math.ceil(words(a) / 200)} min read`);
      expect(readingMinutes(a)).toBe(Math.ceil(words(a) / 200));
    }
    // The title is not counted; lead, text, list items and stat labels are.
    const tiny: Article = {
      ...karigar,
      title: "many words in a long title that is not read",
      lead: "one two",
      blocks: [
        { kind: "h2", text: "three" },
        { kind: "p", text: "four five" },
        { kind: "list", items: ["six", "seven"] },
        { kind: "stats", items: [{ value: "9%", label: "eight" }] },
      ],
    };
    expect(words(tiny)).toBe(8);
    expect(readingMinutes(tiny)).toBe(1);
    expect(readingMinutes({ ...tiny, lead: Array(200).join("w ") })).toBe(2);
  });
});
