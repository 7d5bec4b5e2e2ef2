/**
 * The translators' round trip (docs/i18n.md "Translating"): scripts/i18n's status, export
 * and import, run as commands on a temporary copy of a tiny hand-written catalogue set
 * (tests/fixtures/i18n: two modules, English and one language, a plural and arguments),
 * never on the site's own catalogues.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/i18n");
const SCRIPTS = path.resolve(import.meta.dirname, "../../scripts/i18n");

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "i18n-round-"));
  fs.cpSync(FIXTURES, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(SCRIPTS, `${script}.mjs`), ...args], {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...process.env,
      I18N_LOCALES: path.join(dir, "locales"),
      I18N_SOURCES: path.join(dir, "sources"),
      I18N_NOTES: path.join(dir, "notes"),
      I18N_REGISTRY: path.join(dir, "registry.ts"),
    },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Every file of the copy, by path, as bytes. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const p = path.join(dir, f);
    if (fs.statSync(p).isFile() && !f.endsWith(".xlf")) files[f] = fs.readFileSync(p).toString("base64");
  }
  return files;
}
const read = (f: string) => fs.readFileSync(path.join(dir, f), "utf8");
const write = (f: string, text: string) => fs.writeFileSync(path.join(dir, f), text);

/** A file as a translation tool hands one back: pretty-printed its own way, units reordered, CDATA, entities. */
const returned = (units: string) => `<?xml version="1.0" encoding="utf-8"?>
<!-- exported by a translation tool -->
<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en-IN" trgLang="hi-IN">
    <file id="shop">
${units}
    </file>
</xliff>
`;

describe("i18n round trip", () => {
  it("exports every key and imports it back leaving every file byte for byte as it was", () => {
    const before = snapshot();
    const exported = run("export", "hi", "--all", "--out", "hi.xlf");
    expect(exported.code).toBe(0);
    const xlf = read("hi.xlf");
    expect(xlf).toContain(`<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-IN" trgLang="hi-IN">`);
    expect(xlf).toContain(`<file id="cart" original="cart.json">`);
    expect(xlf).toContain(
      [
        `    <unit id="cart.items">`,
        `      <notes>`,
        `        <note category="description">How many pieces are in the cart, and where: &lt;place&gt; is a shop's city.</note>`,
        `      </notes>`,
        `      <segment state="translated">`,
        `        <source>{count, plural, one {# piece} other {# pieces}} in {place}</source>`,
        `        <target>{place} में {count, plural, one {# पीस} other {# पीस}}</target>`,
        `      </segment>`,
        `    </unit>`,
      ].join("\n"),
    );
    expect(xlf).toContain(`<source>Total: {amount} (tax &amp; making included)</source>`);
    expect(xlf.match(/<unit /g)).toHaveLength(6);

    const imported = run("import", "hi.xlf");
    expect(imported.err).toBe("");
    expect(imported.code).toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it("exports only the keys that need work, and nothing when none does", () => {
    expect(run("export", "hi", "--out", "hi.xlf").out).toContain("nothing needs work");
    expect(fs.existsSync(path.join(dir, "hi.xlf"))).toBe(false);

    write("locales/en/shop.json", read("locales/en/shop.json").replace(`"Closed"`, `"Closed today"`));
    write("locales/hi/cart.json", read("locales/hi/cart.json").replace(`  "cart.title": "आपकी टोकरी",\n`, ""));
    expect(run("export", "hi", "--out", "hi.xlf").code).toBe(0);
    const xlf = read("hi.xlf");
    expect(xlf.match(/<unit id="[^"]+"/g)).toEqual([`<unit id="cart.title"`, `<unit id="shop.closed"`]);
    expect(xlf).toContain(`<segment state="initial">\n        <source>Your cart</source>\n      </segment>`);
    expect(xlf).toContain(`<segment state="initial">\n        <source>Closed today</source>\n        <target>बंद</target>`);
  });

  it("refuses a target whose argument is renamed, naming the key, and writes nothing", () => {
    const before = snapshot();
    write(
      "back.xlf",
      returned(`        <unit id="shop.closed">
            <segment state="translated"><source>Closed</source><target>आज बंद</target></segment>
        </unit>
        <unit id="shop.greeting">
            <segment state="translated">
                <source>Welcome to {shop}, {name}!</source>
                <target><![CDATA[{shop} में स्वागत है, {naam}!]]></target>
            </segment>
        </unit>`),
    );
    const result = run("import", "back.xlf");
    expect(result.code).toBe(1);
    expect(result.err).toContain("refused: shop: shop.greeting: arguments {naam}, {shop} where English has {name}, {shop}");
    expect(result.err).not.toContain("shop.closed");
    expect(snapshot()).toEqual(before);
  });

  it("refuses a target that is not ICU MessageFormat, or whose plural argument changed", () => {
    write(
      "back.xlf",
      returned(`<unit id="shop.closed"><segment state="translated"><source>Closed</source><target>बंद {</target></segment></unit>`).replace(
        `</file>`,
        `</file>
    <file id="cart"><unit id="cart.items"><segment state="translated"><source>x</source>
      <target>{place} में {count} पीस</target></segment></unit></file>`,
      ),
    );
    const result = run("import", "back.xlf");
    expect(result.code).toBe(1);
    expect(result.err).toContain("refused: shop: shop.closed: does not parse as ICU MessageFormat");
    expect(result.err).toContain("refused: cart: cart.items: choices none where English has {count: plural}");
  });

  it("takes a returned translation into its place in the English order, reports unknown keys, and counts the key translated", () => {
    write("locales/hi/shop.json", `{\n  "shop.name": "दुकान का नाम",\n  "shop.closed": "बंद"\n}\n`);
    expect(run("status").out).toContain("hi   83.3 %  5/6  missing 1  stale 0  complete");
    write(
      "back.xlf",
      returned(`        <unit id="shop.gone"><segment state="translated"><source>Gone</source><target>गया</target></segment></unit>
        <unit id="shop.greeting">
          <segment state="translated">
            <source>Welcome to {shop}, {name}!</source>
            <target>{shop} में &quot;स्वागत&quot; &amp; नमस्ते, {name}&#x21;</target>
          </segment>
        </unit>`),
    );
    const result = run("import", "back.xlf");
    expect(result.code).toBe(0);
    expect(result.err).toContain("skipped, unknown: shop: shop.gone (no such key)");
    expect(read("locales/hi/shop.json")).toBe(
      `{\n  "shop.name": "दुकान का नाम",\n  "shop.greeting": "{shop} में \\"स्वागत\\" & नमस्ते, {name}!",\n  "shop.closed": "बंद"\n}\n`,
    );
    expect(run("status").out).toContain("hi  100.0 %  6/6  missing 0  stale 0  complete");
  });

  it("counts a key stale once its English changes, until a translation is imported for the new English", () => {
    write("locales/en/cart.json", read("locales/en/cart.json").replace("Your cart", "Your basket"));
    const status = run("status", "--verbose");
    expect(status.code).toBe(0);
    expect(status.out).toBe(
      "en   source    6 messages in 2 modules\nhi   83.3 %  5/6  missing 0  stale 1  complete\n  stale    cart  cart.title\n",
    );
    const check = run("status", "--check");
    expect(check.code).toBe(1);
    expect(check.err).toContain("Complete languages with missing or stale keys: hi");

    // The stale target goes out in state initial and comes back unchanged: still stale.
    run("export", "hi", "--out", "hi.xlf");
    expect(run("import", "hi.xlf").code).toBe(0);
    expect(run("status").out).toContain("stale 1");
    write("hi.xlf", read("hi.xlf").replace(`state="initial"`, `state="reviewed"`));
    expect(run("import", "hi.xlf").code).toBe(0);
    expect(run("status", "--check").code).toBe(0);
  });

  it("counts a missing key as missing, and --check lets a preview language be incomplete", () => {
    write("locales/hi/shop.json", `{\n  "shop.name": "दुकान का नाम",\n  "shop.greeting": "{shop} में स्वागत है, {name}!"\n}\n`);
    const status = run("status", "hi");
    expect(status.out).toContain("hi   83.3 %  5/6  missing 1  stale 0  complete\n  missing  shop  shop.closed\n");
    expect(run("status", "--check").code).toBe(1);
    write("registry.ts", read("registry.ts").replace(`status: "complete"`, `status: "preview"`));
    const preview = run("status", "--check");
    expect(preview.out).toContain("missing 1  stale 0  preview");
    expect(preview.code).toBe(0);
  });
});
