/**
 * In-page anchors in origin HTML stay in the page (issue 24 item 10): the sanitiser
 * used to resolve "#x" against the site's root, making it "/#x", a link to the home page.
 */
import { describe, expect, it } from "vitest";
import { sanitizeOriginHtml } from "../../worker/origin/sanitize.ts";

const clean = (html: string) => sanitizeOriginHtml(html, "https://origin.example/erp", "blog-1");

describe("links to a place in the same page", () => {
  it("keeps #x as it is", () => {
    expect(clean('<a href="#pricing">Prices</a>')).toBe('<a href="#pricing">Prices</a>');
    expect(clean('<a href="#">Top</a>')).toBe('<a href="#">Top</a>');
    expect(clean('<a href=" #faq-2 ">Question 2</a>')).toBe('<a href="#faq-2">Question 2</a>');
  });

  it("percent-encodes what a fragment may not hold, so no attribute can be smuggled in", () => {
    // The URL standard's fragment set: space, ", <, > and ` are percent-encoded.
    expect(clean('<a href="#a b">x</a>')).toBe('<a href="#a%20b">x</a>');
    expect(clean('<a href="#a&quot;onmouseover=&quot;alert(1)">x</a>')).toBe('<a href="#a%22onmouseover=%22alert(1)">x</a>');
  });

  it("still writes a path of this site with its fragment as a path", () => {
    expect(clean('<a href="/features#girvi">Girvi</a>')).toBe('<a href="/features#girvi">Girvi</a>');
  });
});
