import type { Locale } from "../src/lib/locale.ts";
import type { Logger } from "./log.ts";
import type { OriginFault, WorkerOrigin } from "./origin/client.ts";

/** Hono's typed context for the whole app (bindings from `wrangler types`). */
/** Secrets are not in wrangler.toml, so `wrangler types` cannot know them. */
export type Secrets = {
  /** Enables the dead-letter admin routes (`wrangler secret put ADMIN_TOKEN`). */
  ADMIN_TOKEN?: string;
  /** Key of the HMAC that makes the lead keys the origin sees (`wrangler secret put LEAD_KEY_SECRET`). */
  LEAD_KEY_SECRET?: string;
  /** Key of the CRM hand-off's signature (`wrangler secret put LEAD_WEBHOOK_SECRET`; docs/leads.md, "CRM hand-off"). */
  LEAD_WEBHOOK_SECRET?: string;
};

export type Bindings = Env & Secrets;

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    /** The request's language, from its path (middleware/locale.ts). */
    locale: Locale;
    /** Stamps each line with the request id. */
    log: Logger;
    origin: WorkerOrigin;
    /** Origin faults seen while answering; logged once, with the request id. */
    faults: OriginFault[];
  };
};
