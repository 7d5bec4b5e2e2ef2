/**
 * Real-user monitoring settings (SPEC sections 7 and 9): CloudWatch RUM through
 * aws-rum-web. The worker reads them from its variables and writes them into each
 * page (a <meta> element, no inline script); the client starts monitoring only when
 * they are there. Without an application id nothing is loaded and nothing is sent.
 */
export type MonitoringConfig = {
  applicationId: string;
  applicationVersion: string;
  region: string;
  /** The RUM data plane of the region. */
  endpoint: string;
  identityPoolId: string;
  /** Only with Cognito's basic (classic) flow; then credentials come from STS. */
  guestRoleArn?: string;
};

export type MonitoringVars = {
  RUM_APPLICATION_ID?: string;
  RUM_APPLICATION_VERSION?: string;
  RUM_REGION?: string;
  RUM_ENDPOINT?: string;
  RUM_IDENTITY_POOL_ID?: string;
  RUM_GUEST_ROLE_ARN?: string;
};

export const MONITORING_META = "zevar-monitoring";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REGION = /^[a-z]{2}(?:-[a-z]+)+-\d$/;
const ROLE_ARN = /^arn:aws:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/;

/**
 * The settings, or why monitoring is off. Values that could widen the
 * Content-Security-Policy (a region, an endpoint) are checked strictly.
 */
export function parseMonitoringConfig(vars: MonitoringVars): { config: MonitoringConfig } | { off: string } {
  const applicationId = vars.RUM_APPLICATION_ID?.trim() ?? "";
  if (!applicationId) return { off: "RUM_APPLICATION_ID is not set" };
  if (!UUID.test(applicationId)) return { off: "RUM_APPLICATION_ID is not an app monitor id (a UUID)" };
  const region = vars.RUM_REGION?.trim() || "ap-south-1";
  if (!REGION.test(region)) return { off: `RUM_REGION "${region}" is not an AWS region` };
  const identityPoolId = vars.RUM_IDENTITY_POOL_ID?.trim() ?? "";
  if (!identityPoolId.startsWith(`${region}:`) || !UUID.test(identityPoolId.slice(region.length + 1))) {
    return { off: `RUM_IDENTITY_POOL_ID must be an identity pool of ${region} ("${region}:<uuid>")` };
  }
  const expected = `https://dataplane.rum.${region}.amazonaws.com`;
  const endpoint = (vars.RUM_ENDPOINT?.trim() || expected).replace(/\/+$/, "");
  if (endpoint !== expected) return { off: `RUM_ENDPOINT must be ${expected} for region ${region}` };
  const guestRoleArn = vars.RUM_GUEST_ROLE_ARN?.trim() || undefined;
  if (guestRoleArn && !ROLE_ARN.test(guestRoleArn)) return { off: "RUM_GUEST_ROLE_ARN is not an IAM role ARN" };
  const config: MonitoringConfig = {
    applicationId,
    applicationVersion: vars.RUM_APPLICATION_VERSION?.trim() || "1.0.0",
    region,
    endpoint,
    identityPoolId,
  };
  if (guestRoleArn) config.guestRoleArn = guestRoleArn;
  return { config };
}

/** Exactly the hosts the monitoring client connects to (CSP connect-src). */
export function monitoringConnectSources(config: MonitoringConfig): string[] {
  const sources = [config.endpoint, `https://cognito-identity.${config.region}.amazonaws.com`];
  if (config.guestRoleArn) sources.push(`https://sts.${config.region}.amazonaws.com`);
  return sources;
}
