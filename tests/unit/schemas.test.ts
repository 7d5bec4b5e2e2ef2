import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { blogAnswer, blogsAnswer, countryCodesAnswer, seoAnswer, whatsNewAnswer } from "../../worker/origin/schemas.ts";

describe("origin answer schemas", () => {
  it("reads an SEO record, drops blank fields and accepts PHP's empty array", () => {
    expect(v.parse(seoAnswer, { title: " T ", description: "", keywords: null })).toEqual({ title: "T" });
    expect(v.parse(seoAnswer, [])).toEqual({});
    expect(v.safeParse(seoAnswer, "<html>").success).toBe(false);
    expect(v.safeParse(seoAnswer, [1]).success).toBe(false);
    expect(v.safeParse(seoAnswer, { error: true, data: "x" }).success).toBe(false);
    expect(v.parse(seoAnswer, {})).toEqual({});
  });

  it("reads country codes with isIndia as boolean, 1/0 or strings", () => {
    const out = v.parse(countryCodesAnswer, [
      { value: "+91", label: "India (+91)", isIndia: 1 },
      { value: "+1", label: "USA (+1)", isIndia: "false" },
      { value: "+44", label: "UK (+44)" },
    ]);
    expect(out.map((c) => c.isIndia)).toEqual([true, false, false]);
    expect(v.safeParse(countryCodesAnswer, []).success).toBe(false);
    expect(v.safeParse(countryCodesAnswer, [{ value: "91", label: "x" }]).success).toBe(false);
  });

  it("reads blogs with numeric or string ids and dates with or without a time", () => {
    const out = v.parse(blogsAnswer, {
      blogs: [
        { id: 7, image: "/a.jpg", title: "A", topic: "t", date: "2025-03-05 11:20:00", readTime: "5 min", excerpt: null },
        { id: "8", image: null, title: "B", topic: "t", date: "2025-03-06", readTime: 4, excerpt: "e" },
      ],
    });
    expect(out).toEqual([
      { id: "7", image: "/a.jpg", title: "A", topic: "t", date: "2025-03-05", readTime: "5 min", excerpt: "" },
      { id: "8", image: "", title: "B", topic: "t", date: "2025-03-06", readTime: "4", excerpt: "e" },
    ]);
  });

  it("treats a missing blogs field as an empty list but rejects a wrong shape", () => {
    expect(v.parse(blogsAnswer, {})).toEqual([]);
    expect(v.safeParse(blogsAnswer, { blogs: 42 }).success).toBe(false);
    expect(v.safeParse(blogsAnswer, { blogs: [{ id: 1, title: "x", date: "05/03/2025" }] }).success).toBe(false);
  });

  it("reads a blog detail or null", () => {
    expect(v.parse(blogAnswer, null)).toBeNull();
    const blog = v.parse(blogAnswer, { id: 3, topic: "A topic", tags: "a, b", date: "2025-01-01", image: "/x.png", text: "<p>x</p>" });
    expect(blog).toMatchObject({ id: "3", topic: "A topic", title: "", text: "<p>x</p>" });
    expect(v.safeParse(blogAnswer, { id: 3 }).success).toBe(false);
  });

  it("reads what's new, missing list as empty", () => {
    expect(v.parse(whatsNewAnswer, { whatnew: [{ wid: 1, title: "T", image: "/i.png", para: "<p>p</p>" }] })).toEqual([
      { wid: "1", title: "T", image: "/i.png", para: "<p>p</p>" },
    ]);
    expect(v.parse(whatsNewAnswer, { whatnew: null })).toEqual([]);
    expect(v.safeParse(whatsNewAnswer, { whatnew: "none" }).success).toBe(false);
  });
});
