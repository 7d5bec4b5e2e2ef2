/**
 * The worker's side of real-user monitoring: the settings from its variables, parsed
 * once per set of bindings, for the page's <meta> and the CSP's connect-src.
 */
import { monitoringConnectSources, parseMonitoringConfig, type MonitoringConfig } from "../src/lib/monitoring-config.ts";
import { createLogger } from "./log.ts";
import { config as settings } from "./config.ts";

const parsed = new WeakMap<object, MonitoringConfig | null>();

export function monitoringFor(env: Env): MonitoringConfig | null {
  let config = parsed.get(env);
  if (config === undefined) {
    const result = parseMonitoringConfig(env);
    config = "config" in result ? result.config : null;
    // Set but unusable is a deployment mistake worth one line per isolate.
    if (!config && env.RUM_APPLICATION_ID && "off" in result) {
      createLogger(settings(env).logLevel).warn("monitoring off", { reason: result.off });
    }
    parsed.set(env, config);
  }
  return config;
}

export function monitoringSources(env: Env): string[] {
  const config = monitoringFor(env);
  return config ? monitoringConnectSources(config) : [];
}
