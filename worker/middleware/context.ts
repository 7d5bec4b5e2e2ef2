import { createMiddleware } from "hono/factory";
import { setMetric } from "hono/timing";
import type { AppEnv } from "../env.ts";
import { createLogger } from "../log.ts";
import { createOrigin } from "../origin/client.ts";
import { config } from "../config.ts";

/**
 * Per-request context: the origin client (bound to this request's env and
 * waitUntil), the fault list, and one structured log line when the answer is ready.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  c.header("X-Request-Id", c.var.requestId);
  const log = createLogger(config(c.env).logLevel, { requestId: c.var.requestId });
  c.set("log", log);
  const faults: AppEnv["Variables"]["faults"] = [];
  let answered = false;
  c.set("faults", faults);
  let originMs = 0;
  const calls: { key: string; source: string; ms: number }[] = [];
  c.set(
    "origin",
    createOrigin({
      env: c.env,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      onFault: (fault) => {
        // Background refreshes fail after the request line is out: log them alone.
        if (answered) log.warn("origin fault", { path: c.req.path, faults: [fault] });
        else faults.push(fault);
      },
      onTiming: (_name, ms) => {
        originMs += ms;
      },
      onLoaded: (call) => {
        if (!answered) calls.push(call);
      },
    }),
  );
  await next();
  answered = true;
  if (originMs) setMetric(c, "origin", originMs, "origin fetches");
  if (calls.length) {
    const hits = calls.filter((x) => x.source === "memory" || x.source === "kv" || x.source === "stale").length;
    // Calls run in parallel: the longest one is what the page waited for.
    setMetric(c, "cache", Math.max(...calls.map((x) => x.ms)), `${hits} hit, ${calls.length - hits} miss`);
  }
  const fields: Record<string, unknown> = {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    durationMs: Date.now() - started,
  };
  // Where each origin answer came from: memory, kv, stale (hits), origin (miss), default (failed).
  if (calls.length) fields.cache = calls.map(({ key, source }) => ({ key, source }));
  if (faults.length) log.warn("origin fault", { ...fields, faults });
  log[c.res.status >= 500 ? "error" : "info"]("request", fields);
});
