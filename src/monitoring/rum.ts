/**
 * The monitoring client: aws-rum-web (CloudWatch RUM), loaded by the island runtime
 * once the page is idle and only when the worker configured it. Telemetries:
 * performance (web vitals, navigation, resources), errors (uncaught errors and
 * unhandled rejections) and http; no session replay. One page view with the path is
 * recorded per page load.
 */
import { AwsRum } from "aws-rum-web";
import type { MonitoringConfig } from "../lib/monitoring-config.ts";

export type Monitor = { recordError(error: unknown): void };

export function startMonitoring(config: MonitoringConfig): Monitor {
  const rum = new AwsRum(config.applicationId, config.applicationVersion, config.region, {
    sessionSampleRate: 1,
    endpoint: config.endpoint,
    identityPoolId: config.identityPoolId,
    ...(config.guestRoleArn ? { guestRoleArn: config.guestRoleArn } : {}),
    telemetries: ["performance", "errors", "http"],
    allowCookies: true,
    enableXRay: true,
    // Recorded below, so that it carries the path whatever the page id format.
    disableAutoPageView: true,
  });
  rum.recordPageView(location.pathname);
  return { recordError: (error) => rum.recordError(error) };
}
