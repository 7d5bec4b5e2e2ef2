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
    expect(sent?.fields).toEqual(fields);
  });

  it("sends the contact form's subject when there is one", async () => {
    await save("k-2", { ...fields, subject: "Zevar ERP Contact Request" });
    expect((await origin.requests())[0]?.fields).toEqual({ ...fields, subject: "Zevar ERP Contact Request" });
  });

  it("stores a lead once however often it is retried with the same key", async () => {
    await save("same-key");
    await save("same-key");
    const leads = (await (await fetch(`${origin.url}/__control/leads`)).json()) as { idempotency_key: string }[];
    expect(leads.filter((l) => l.idempotency_key === "same-key")).toHaveLength(1);
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

  for (const [mode, reason] of [
    ["down", /unreachable/],
    ["error500", /HTTP 500/],
    ["error400", /HTTP 400/],
    ["forbidden-json", /HTTP 403/],
    ["garbage", /not a save answer/],
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
