import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientAssets, reloadOnServerEdit, screenshotFiles } from "./scripts/vite-plugins.ts";

// No internet for the Request.cf fetch here or in CI (docs/development.md); never via .env.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

/**
 * One Vite config for dev (`npm run dev`), the production build (`npm run build`)
 * and the worker tests (vitest.config.ts reuses `clientAssets`).
 *
 * The client is built first so that the worker can read its manifest and link the
 * hashed stylesheet, client entry and island chunks (see scripts/vite-plugins.ts).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      // In dev the origin comes from the environment (the start script sets it to the
      // local stand-in); the production value stays in wrangler.toml.
      config:
        command === "serve" && process.env.ORIGIN_URL
          ? { vars: { ORIGIN_URL: process.env.ORIGIN_URL } }
          : undefined,
    }),
    tailwindcss(),
    react(),
    clientAssets(),
    screenshotFiles(),
    reloadOnServerEdit(),
  ],
  environments: {
    client: {
      build: {
        manifest: true,
        outDir: "dist/client",
        // Island chunks are imported lazily by the runtime; the server emits
        // modulepreload links itself, so Vite's polyfill is dead weight.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: { client: "src/client.ts", styles: "src/styles.css" },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      if (client) await builder.build(client);
      for (const env of Object.values(workers)) await builder.build(env);
    },
  },
}));
