import { describe, expect, it } from "vitest";
import { monitoringConnectSources, parseMonitoringConfig } from "../../src/lib/monitoring-config.ts";

const APP = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const POOL = "ap-south-1:11111111-2222-4333-8444-555555555555";

describe("parseMonitoringConfig", () => {
  it("is off without an application id, so nothing is loaded", () => {
    expect(parseMonitoringConfig({})).toEqual({ off: "RUM_APPLICATION_ID is not set" });
    expect(parseMonitoringConfig({ RUM_APPLICATION_ID: "  ", RUM_IDENTITY_POOL_ID: POOL })).toEqual({ off: "RUM_APPLICATION_ID is not set" });
  });

  it("defaults to ap-south-1, its data plane and version 1.0.0", () => {
    expect(parseMonitoringConfig({ RUM_APPLICATION_ID: APP, RUM_IDENTITY_POOL_ID: POOL })).toEqual({
      config: {
        applicationId: APP,
        applicationVersion: "1.0.0",
        region: "ap-south-1",
        endpoint: "https://dataplane.rum.ap-south-1.amazonaws.com",
        identityPoolId: POOL,
      },
    });
  });

  it("refuses settings that do not belong together or could widen the CSP", () => {
    const base = { RUM_APPLICATION_ID: APP, RUM_IDENTITY_POOL_ID: POOL };
    expect(parseMonitoringConfig({ ...base, RUM_ENDPOINT: "https://dataplane.rum.us-east-1.amazonaws.com" })).toEqual({
      off: "RUM_ENDPOINT must be https://dataplane.rum.ap-south-1.amazonaws.com for region ap-south-1",
    });
    expect(parseMonitoringConfig({ ...base, RUM_REGION: "eu-west-1" })).toEqual({
      off: 'RUM_IDENTITY_POOL_ID must be an identity pool of eu-west-1 ("eu-west-1:<uuid>")',
    });
    expect(parseMonitoringConfig({ ...base, RUM_REGION: "*" })).toEqual({ off: 'RUM_REGION "*" is not an AWS region' });
    expect(parseMonitoringConfig({ ...base, RUM_GUEST_ROLE_ARN: "admin" })).toEqual({ off: "RUM_GUEST_ROLE_ARN is not an IAM role ARN" });
    expect(parseMonitoringConfig({ ...base, RUM_APPLICATION_ID: "x" })).toEqual({ off: "RUM_APPLICATION_ID is not an app monitor id (a UUID)" });
  });

  it("names exactly the hosts the client connects to", () => {
    const result = parseMonitoringConfig({ RUM_APPLICATION_ID: APP, RUM_IDENTITY_POOL_ID: POOL, RUM_GUEST_ROLE_ARN: "arn:aws:iam::123456789012:role/RUM-Unauth" });
    if (!("config" in result)) throw new Error(result.off);
    expect(monitoringConnectSources(result.config)).toEqual([
      "https://dataplane.rum.ap-south-1.amazonaws.com",
      "https://cognito-identity.ap-south-1.amazonaws.com",
      "https://sts.ap-south-1.amazonaws.com",
    ]);
  });
});
