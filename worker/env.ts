import type { OriginApi } from "../src/lib/origin-types.ts";
import type { Logger } from "./log.ts";
import type { OriginFault } from "./origin/client.ts";

/** Hono's typed context for the whole app (bindings from `wrangler types`). */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Stamps each line with the request id. */
    log: Logger;
    origin: OriginApi;
    /** Origin faults seen while answering; logged once, with the request id. */
    faults: OriginFault[];
  };
};
