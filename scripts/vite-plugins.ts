import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** Source path of the client runtime and of the site stylesheet (also Vite inputs). */
export const CLIENT_ENTRY = "src/client.ts";
export const STYLESHEET = "src/styles.css";

const VIRTUAL_ID = "virtual:client-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type ClientAssets = {
  dev: boolean;
  /** Stylesheets every page links. */
  styles: string[];
  /** The island runtime, preinitialised by the first island on a page. */
  entry: string;
  /** Scripts only dev needs before anything else (Vite's HMR client). */
  devScripts: string[];
  /** Island name → the chunks it needs, for modulepreload. */
  islands: Record<string, string[]>;
  /** Chunks of the hydration runtime (React DOM), preloaded with the first eager island. */
  runtime: string[];
  /**
   * Island name → the chunks it may import later (its dynamic imports, e.g. each tool's
   * view, and theirs), beyond `islands`: what the offline tools keep (docs/offline.md).
   */
  lazy: Record<string, string[]>;
  /** The build's id: a hash of every file name of the client build (its names carry their content's hash). */
  build: string;
};

const RUNTIME = "src/islands/runtime/hydrate.tsx";

/** Collects a chunk's file and, recursively, the chunks it imports statically. */
export function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const files = [`/${chunk.file}`];
  for (const dep of chunk.imports ?? []) files.push(...chunkClosure(manifest, dep, seen));
  return [...new Set(files)];
}

/**
 * Every chunk `key` may ever load: its static closure and, recursively, its dynamic
 * imports' — except the entry's, which are every other island (an island imports the
 * runtime's shared code from it).
 */
export function lazyClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const files = [`/${chunk.file}`];
  const later = chunk.isEntry ? [] : (chunk.dynamicImports ?? []);
  for (const dep of [...(chunk.imports ?? []), ...later]) files.push(...lazyClosure(manifest, dep, seen));
  return [...new Set(files)];
}

/** src/islands/chat-widget.client.ts → chat-widget; src/islands/showcase.tsx → showcase. */
export function islandName(path: string): string {
  return path.replace(/^src\/islands\//, "").replace(/(\.client)?\.tsx?$/, "");
}

export function assetsFromManifest(manifest: Manifest): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  const styles = manifest[STYLESHEET];
  if (!entry || !styles) throw new Error(`client manifest lacks ${CLIENT_ENTRY} or ${STYLESHEET}`);
  const islands: Record<string, string[]> = {};
  const lazy: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    if (key.startsWith("src/islands/") && !key.startsWith("src/islands/runtime/") && manifest[key]?.isDynamicEntry) {
      const name = islandName(key);
      islands[name] = chunkClosure(manifest, key);
      const later = lazyClosure(manifest, key).filter((f) => !islands[name]!.includes(f));
      if (later.length) lazy[name] = later;
    }
  }
  const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
  const build = createHash("sha256").update([...new Set(files)].sort().join("\n")).digest("hex").slice(0, 12);
  return {
    dev: false,
    styles: [`/${styles.file}`, ...(entry.css ?? []).map((f) => `/${f}`)],
    entry: `/${entry.file}`,
    devScripts: [],
    islands,
    runtime: chunkClosure(manifest, RUNTIME),
    lazy,
    build,
  };
}

const DEV_ASSETS: ClientAssets = {
  dev: true,
  styles: [`/${STYLESHEET}`],
  entry: `/${CLIENT_ENTRY}`,
  devScripts: ["/@vite/client"],
  islands: {},
  runtime: [],
  lazy: {},
  build: "dev",
};

/**
 * `virtual:client-assets`: what the worker links into each page. In a build it is
 * read from the client manifest (the client is built first, see vite.config.ts);
 * in dev and in the worker tests it points at the sources Vite serves.
 */
export function clientAssets(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  return {
    name: "zevar:client-assets",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      let assets = DEV_ASSETS;
      if (command === "build") {
        const file = resolve(root, "dist/client/.vite/manifest.json");
        assets = assetsFromManifest(JSON.parse(readFileSync(file, "utf8")) as Manifest);
      }
      return `export const assets = ${JSON.stringify(assets)};`;
    },
  };
}

/**
 * Worker-only edits do not reach the browser through HMR; reload the page once the
 * worker has picked the change up (docs/development.md, "Toolchain notes").
 */
export function reloadOnServerEdit(): Plugin {
  return {
    name: "zevar:reload-on-server-edit",
    apply: "serve",
    hotUpdate({ file, server, modules }) {
      if (this.environment.name === "client" || modules.length === 0) return;
      const client = server.environments.client;
      if (client?.moduleGraph.getModulesByFile(file)?.size) return;
      setTimeout(() => client?.hot.send({ type: "full-reload" }), 300);
    },
  };
}

const SHOTS_ID = "virtual:screenshots";
const SHOTS_RESOLVED = `\0${SHOTS_ID}`;
/** A real screenshot's file name: the drawing's id, optionally a language, a picture type. */
export const SCREENSHOT_FILE = /^[a-z]+-[a-z0-9-]+(\.[a-z]{2,3})?\.(webp|avif|png|jpg)$/;

/**
 * `virtual:screenshots`: the real screenshots dropped into `dir` (public/screenshots/ in
 * the site; a fixture folder in the worker tests), listed when the worker is built, so a
 * file named after a drawing takes its place without code (docs/architecture.md,
 * "Drawn screens"). Adding a file under `npm run dev` needs a restart.
 */
export function screenshotFiles(dir = "public/screenshots"): Plugin {
  let root = process.cwd();
  return {
    name: "zevar:screenshots",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === SHOTS_ID ? SHOTS_RESOLVED : undefined;
    },
    load(id) {
      if (id !== SHOTS_RESOLVED) return undefined;
      const folder = resolve(root, dir);
      const files = existsSync(folder) ? readdirSync(folder).filter((f) => SCREENSHOT_FILE.test(f)).sort() : [];
      return `export const files = ${JSON.stringify(files)};`;
    },
  };
}
