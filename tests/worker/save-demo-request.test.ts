import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { saveDemoRequest, type DemoRequestFields } from "../../worker/origin/client.ts";
import { originTenant } from "./helpers.ts";

const origin = originTenant("save-demo");
const fields: DemoRequestFields = {
  name: "Ravi Soni",
  number: "9876543210",
  email: "ravi@example.in",
  sel1: "Wholesale Software",
  remark: "Need GST billing — ₹ rates",
  coden: "+91",
};
const save = (key: string, f: DemoRequestFields = fields) =>
  saveDemoRequest({ env: { ...env, ORIGIN_URL: origin.url, ORIGIN_POST_TIMEOUT_MS: "400" } }, f, key);

describe("POST /apis/save_demorequest.php", () => {
  beforeEach(() => origin.reset());

  it("sends exactly the multipart fields of SPEC section 7 with an idempotency key", async () => {
    expect(await save("k-1")).toEqual({ kind: "accepted", message: "Enquiry submitted successfully!" });
    const [sent] = await origin.requests();
    expect(sent?.method).toBe("POST");
    expect((sent as { contentType?: string }).contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect((sent as { idempotencyKey?: string }).idempotencyKey).toBe("k-1");
    // The key also as a field, for a PHP script that reads $_POST only.
    expect(sent?.fields).toEqual({ ...fields, idempotency_key: "k-1" });
  });

  it("sends the contact form's subject when there is one", async () => {
    await save("k-2", { ...fields, subject: "Zevar ERP Contact Request" });
    expect((await origin.requests())[0]?.fields).toEqual({ ...fields, subject: "Zevar ERP Contact Request", idempotency_key: "k-2" });
  });

  it("posts every call it is given: the stand-in counts each post of a key (the receipts stop repeats, leads-once.test.ts)", async () => {
    await save("same-key");
    await save("same-key");
    const leads = (await (await fetch(`${origin.url}/__control/leads`)).json()) as { idempotency_key: string }[];
    expect(leads.filter((l) => l.idempotency_key === "same-key")).toHaveLength(2);
  });

  it("passes a business error through as 'rejected' with the origin's message", async () => {
    await origin.mode("business-error");
    expect(await save("k-3")).toEqual({ kind: "rejected", message: "Invalid mobile number." });
  });

  it("passes a business error sent with a 4xx status through as 'rejected' too", async () => {
    await origin.mode("business-error-422");
    expect(await save("k-4")).toEqual({ kind: "rejected", message: "Invalid mobile number." });
  });

  it("takes a refusal without a message ({status: 'error'}) as the origin's verdict, not as an outage", async () => {
    await origin.mode("business-error-bare");
    expect(await save("k-5")).toEqual({ kind: "rejected", message: "" });
  });

  it("says 'unverdicted' with the answer's first bytes when the origin answers 200 with a PHP page", async () => {
    await origin.mode("garbage");
    const result = await save("k-garbage");
    expect(result).toMatchObject({ kind: "unverdicted", reason: "not a save answer (HTTP 200, text/html)" });
    expect(result.kind === "unverdicted" && result.answer).toMatch(/^<br \/>\n<b>Warning<\/b>:  mysqli_connect\(\)/);
  });

  for (const [mode, reason] of [
    ["down", /unreachable/],
    ["error500", /HTTP 500/],
    ["error400", /HTTP 400/],
    ["forbidden-json", /HTTP 403/],
    ["slow", /timeout after 400 ms/],
  ] as const) {
    it(`says 'unavailable' when the origin is ${mode}`, async () => {
      await origin.mode(mode, { delayMs: 2000 });
      const result = await save(`k-${mode}`);
      expect(result.kind).toBe("unavailable");
      expect(result.kind === "unavailable" && result.reason).toMatch(reason);
    });
  }
});
