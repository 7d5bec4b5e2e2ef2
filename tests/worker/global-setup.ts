import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startOrigin } from "../origin/server.mjs";

declare module "vitest" {
  interface ProvidedContext {
    originUrl: string;
  }
}

/** The worker tests talk to a real (local) origin stand-in over HTTP. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "zevar-origin-"));
  const origin = await startOrigin({ dbFile: join(dir, "origin.sqlite") });
  project.provide("originUrl", origin.url);
  return () => origin.close();
}
