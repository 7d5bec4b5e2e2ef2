// @ts-check
/** `npm run dev`: Vite with hot reload (worker in workerd via the Cloudflare plugin), origin stand-in unless ORIGIN_URL is set. */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureOrigin, ROOT, WRANGLER_ENV } from "./server.mjs";

const origin = await ensureOrigin();
const port = process.env.PORT ?? "5173";
const vite = spawn(process.execPath, [join(ROOT, "node_modules/vite/bin/vite.js"), "--host", "127.0.0.1", "--port", port], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, ...WRANGLER_ENV, ORIGIN_URL: origin.url },
});
const stop = async () => {
  vite.kill("SIGTERM");
  await origin.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
vite.on("exit", (code) => void origin.close().then(() => process.exit(code ?? 0)));
