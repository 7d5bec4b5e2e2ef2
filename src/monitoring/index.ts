/**
 * Starts real-user monitoring when the page carries its settings (the worker writes
 * them only when RUM_APPLICATION_ID is configured): otherwise nothing is imported,
 * listened to or sent. The client itself (aws-rum-web) is a separate chunk imported
 * after the load event, once the main thread is idle, so it never delays first paint.
 * Errors before then (uncaught, unhandled rejections, islands that failed) are kept
 * and recorded once it is up; island errors after that go straight to it.
 */
import type { IslandError } from "../islands/runtime/report.ts";
import { onIdle } from "../islands/runtime/strategies.ts";
import { MONITORING_META, type MonitoringConfig } from "../lib/monitoring-config.ts";
import type { Monitor } from "./rum.ts";

export function watchForMonitoring() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${MONITORING_META}"]`);
  if (!meta) return;
  let config: MonitoringConfig;
  try {
    config = JSON.parse(meta.content) as MonitoringConfig;
  } catch {
    return;
  }
  let monitor: Monitor | undefined;
  const early: unknown[] = [];
  const onError = (e: ErrorEvent) => early.push(e.error ?? new Error(e.message));
  const onRejection = (e: PromiseRejectionEvent) => early.push(e.reason);
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  addEventListener("island:error", (e) => {
    const { error } = (e as CustomEvent<IslandError>).detail;
    if (monitor) monitor.recordError(error);
    else early.push(error);
  });

  const begin = () =>
    onIdle(() => {
      import("./rum.ts")
        .then(({ startMonitoring }) => {
          monitor = startMonitoring(config);
          // From here the client's own error telemetry sees uncaught errors.
          removeEventListener("error", onError);
          removeEventListener("unhandledrejection", onRejection);
          for (const error of early.splice(0)) monitor.recordError(error);
        })
        .catch((error: unknown) => console.warn("monitoring could not start", error));
    });
  if (document.readyState === "complete") begin();
  else addEventListener("load", begin, { once: true });
}
