// @ts-check
/**
 * Local stand-in of the PHP origin (docs/decisions.md, "Origin contract"). `npm start`,
 * `npm run dev`, the tests and the benchmarks run it when ORIGIN_URL is not set.
 *
 * It answers the origin's calls with sample content, stores demo requests durably in
 * SQLite (WebAssembly build, a real file), and can be switched into the faults a real
 * PHP origin shows: HTTP 500 error pages, slow answers, dropped connections, HTML
 * instead of JSON, JSON of the wrong shape, business errors; and the hostile ones of
 * issue 24: answers of many megabytes, redirects to another host, pages labelled as
 * pictures.
 *
 * Tests may give each suite its own state with a path prefix: /t/{tenant}/apis/...
 * Every POST of a demo request is stored as a row of its own, the idempotency key with it
 * (header, else the `idempotency_key` field): nothing is merged, so a lead posted twice
 * shows as two rows (GET /__control/leads, counted per key by the tests and the bench).
 *
 * Control endpoints (per tenant, same prefix):
 *   POST /__control/mode   {"mode": "ok"|"error500"|"slow"|"down"|"garbage"|"wrongshape"|"business-error"|"business-error-bare"|"business-error-422"|"error400"|"forbidden-json",
 *                           "delayMs"?: number, "paths"?: string[]}   paths: prefixes the mode applies to
 *                          "slow" waits delayMs, then answers as usual (a post is then stored: slow, then success)
 *                          faults of issue 39, for posts (each stores the lead first, as PHP does, except
 *                            "database-busy"): "notice-json" (a PHP notice before the JSON verdict),
 *                            "json-array" ([{"status":"success"}]), "capital-status" ({"status":"Success"}),
 *                            "store-reset" (200 and the first bytes of the verdict, then the connection reset),
 *                            "database-busy" (200 {"status":"error","message":"Database busy"}, nothing stored);
 *                          "drip", for any call: 200, then the answer one byte every delayMs
 *                          hostile modes: "huge" (every answer well formed but big: the SEO title, the blog
 *                            text, the save message and a PNG picture are "chars" long (default 10 MiB), the
 *                            blog and what's-new lists have "items" entries (default 10,000) of about 1 KB, the country
 *                            codes as many short ones),
 *                          "redirect" (302 for reads, 307 for posts, to the same path under the tenant
 *                            "{tenant}-elsewhere" on host "localhost": a followed redirect shows in that
 *                            tenant's request log), "mislabelled" (pictures labelled image/png whose bytes
 *                            are a PHP warning page, or an SVG document with a script for *.svg names)
 *   GET  /__control/requests   every request seen (method, path, fields of posts; a JSON post's body and signature headers)
 *   POST /crm/leads            a CRM's webhook receiver: takes any JSON post (its faults: the modes, with paths)
 *   GET  /__control/leads      stored demo requests
 *   POST /__control/content    {"blogs"?: [...], "whatnew"?: [...]}  this tenant's content instead of the samples
 *                              (blogs are full objects: the list call leaves out text and tags)
 *   POST /__control/reset      mode ok, request log cleared, sample content back
 *
 * Run alone: node tests/origin/server.mjs [--port 8788] [--db path]
 */
import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import sqlite from "node-sqlite3-wasm";
import { hugeAnswer, MIB, SVG_WITH_SCRIPT } from "./hostile.mjs";
import { associateSeo, blogs, countryCodes, sampleImage, seo, whatsNew } from "./sample-data.mjs";

const { Database } = sqlite;
const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DB = resolve(here, "data/origin.sqlite");

/** @typedef {{ mode: string, delayMs: number, paths: string[] | null, chars: number, items: number, requests: object[], blogs: any[], whatsNew: any[] }} Tenant */

/** @param {string} file */
function openDb(file) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS lead_posts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      tenant TEXT NOT NULL,
      idempotency_key TEXT,
      name TEXT, number TEXT, email TEXT, sel1 TEXT, remark TEXT, coden TEXT, subject TEXT,
      received_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
  `);
  return db;
}

const PHP_FATAL =
  "<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body>" +
  "<h1>Internal Server Error</h1><p><b>Fatal error</b>: Uncaught mysqli_sql_exception: Too many connections in /var/www/html/apis/db.php:4</p></body></html>";
const PHP_WARNING_200 =
  "<br />\n<b>Warning</b>:  mysqli_connect(): (HY000/2002): Connection refused in <b>/var/www/html/apis/db.php</b> on line <b>4</b><br />\n<html><body>Service temporarily unavailable</body></html>";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} type @param {Buffer} data */
function pngChunk(type, data) {
  let crc = 0xffffffff;
  for (const byte of Buffer.concat([type, data])) crc = /** @type {number} */ (CRC_TABLE[(crc ^ byte) & 0xff]) ^ (crc >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  type.copy(out, 4);
  data.copy(out, 8);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** @type {Map<string, Buffer>} */
const samplePngs = new Map();

/**
 * A sample picture as a real PNG, 800 × 450 like the origin's uploads: the brand's
 * maroon, a lighter circle, and a gold bar whose length depends on the name, so
 * pictures differ. Drawn once per name (a few KB).
 * @param {string} name
 */
function samplePng(name) {
  let png = samplePngs.get(name);
  if (png) return png;
  const [w, h] = [800, 450];
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const bar = 200 + (hash % 400);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  // Drawn a run of pixels at a time (each row: background, the circle's span, the bar's):
  // a pixel at a time took over a second on a busy machine, past the worker's timeout.
  const paint = (/** @type {number} */ row, /** @type {number} */ from, /** @type {number} */ to, /** @type {number[]} */ rgb) => {
    if (to > from) rows.fill(Buffer.from(rgb), row + 1 + from * 3, row + 1 + to * 3);
  };
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    paint(row, 0, w, [0x7a, 0x1f, 0x2e]);
    // (x - 650)² + (y - 90)² < 160²: the x with |x - 650| < half.
    const reach = 160 ** 2 - (y - 90) ** 2;
    if (reach > 0) {
      const half = Math.sqrt(reach);
      const from = Math.max(0, Math.floor(650 - half) + 1);
      const to = Math.min(w, Math.ceil(650 + half));
      paint(row, from, to, [0x8f, 0x24, 0x36]);
    }
    if (y >= 370 && y < 400) paint(row, 40, Math.min(w, 40 + bar), [0xf2, 0xd4, 0x8a]);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk(Buffer.from("IHDR"), header),
    pngChunk(Buffer.from("IDAT"), deflateSync(rows)),
    pngChunk(Buffer.from("IEND"), Buffer.alloc(0)),
  ]);
  samplePngs.set(name, png);
  return png;
}

/** @param {import('node:http').IncomingMessage} req */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * @param {{ port?: number, host?: string, dbFile?: string, quiet?: boolean }} [options]
 */
export async function startOrigin(options = {}) {
  const { port = 0, host = "127.0.0.1", dbFile = DEFAULT_DB, quiet = true } = options;
  const db = openDb(dbFile);
  /** @type {Map<string, Tenant>} */
  const tenants = new Map();
  /** @param {string} name */
  const tenant = (name) => {
    let t = tenants.get(name);
    if (!t) tenants.set(name, (t = { mode: "ok", delayMs: 10_000, paths: null, chars: 10 * MIB, items: 10_000, requests: [], blogs, whatsNew }));
    return t;
  };

  const sockets = new Set();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://origin.local");
    let path = url.pathname;
    let tenantName = "default";
    const m = /^\/t\/([\w-]{1,64})(\/.*)$/.exec(path);
    if (m) {
      tenantName = /** @type {string} */ (m[1]);
      path = /** @type {string} */ (m[2]);
    }
    const t = tenant(tenantName);
    /** @param {number} status @param {unknown} body */
    const json = (status, body) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };

    try {
      if (path.startsWith("/__control/")) return await control(req, res, path, t, tenantName, json);

      const body = req.method === "POST" ? await readBody(req) : Buffer.alloc(0);
      /** @type {Record<string, unknown>} */
      const entry = { method: req.method, path: path + url.search, at: Date.now() };
      let fields = null;
      if (req.method === "POST") {
        try {
          const form = await new Response(body, { headers: { "content-type": req.headers["content-type"] ?? "" } }).formData();
          fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
        } catch {
          fields = null;
        }
        entry.contentType = req.headers["content-type"];
        entry.idempotencyKey = req.headers["idempotency-key"] ?? null;
        entry.fields = fields;
        // The CRM receiver's view of a hand-off (POST /crm/leads): its JSON and signature.
        if (String(req.headers["content-type"] ?? "").startsWith("application/json")) {
          try {
            entry.json = JSON.parse(body.toString("utf8"));
          } catch {
            entry.json = null;
          }
          entry.raw = body.toString("utf8");
          entry.timestamp = req.headers["zevar-timestamp"] ?? null;
          entry.signature = req.headers["zevar-signature"] ?? null;
        }
      }
      t.requests.push(entry);

      const faulty = t.mode !== "ok" && (!t.paths || t.paths.some((p) => path.startsWith(p)));
      const isSave = req.method === "POST" && path === "/apis/save_demorequest.php";
      if (faulty) {
        const stored = () => {
          if (fields?.name) store(tenantName, fields, req.headers["idempotency-key"]);
        };
        const success = JSON.stringify({ status: "success", message: "Enquiry submitted successfully!" });
        switch (t.mode) {
          case "notice-json":
            if (!isSave) break;
            stored();
            res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
            return res.end(`<br />\n<b>Notice</b>:  Undefined index: subject in <b>/var/www/html/apis/save_demorequest.php</b> on line <b>12</b><br />\n${success}`);
          case "json-array":
            if (!isSave) break;
            stored();
            return json(200, [{ status: "success" }]);
          case "capital-status":
            if (!isSave) break;
            stored();
            return json(200, { status: "Success", message: "Enquiry submitted successfully!" });
          case "database-busy":
            if (!isSave) break;
            return json(200, { status: "error", message: "Database busy" });
          case "store-reset":
            if (!isSave) break;
            stored();
            res.writeHead(200, { "content-type": "application/json", "content-length": String(success.length) });
            res.write(success.slice(0, 10));
            // Let the status line and the first bytes leave, then reset.
            return void setTimeout(() => req.socket.resetAndDestroy(), 50);
          case "drip": {
            if (isSave) stored();
            const body = isSave ? success : JSON.stringify({ title: "Dripped title", description: "d", keywords: "k" });
            res.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
            const bytes = Buffer.from(body);
            for (let i = 0; i < bytes.length && !res.destroyed; i++) {
              res.write(bytes.subarray(i, i + 1));
              await new Promise((r) => setTimeout(r, t.delayMs));
            }
            return void res.end();
          }
          case "down":
            req.socket.destroy();
            return;
          case "error500":
            res.writeHead(500, { "content-type": "text/html" });
            return res.end(PHP_FATAL);
          case "garbage":
            res.writeHead(200, { "content-type": "text/html" });
            return res.end(PHP_WARNING_200);
          case "wrongshape":
            return json(200, { error: false, data: "unexpected", whatnew: "none", blogs: 42 });
          case "slow":
            await new Promise((r) => setTimeout(r, t.delayMs));
            break;
          case "business-error":
            if (path === "/apis/save_demorequest.php") return json(200, { status: "error", message: "Invalid mobile number." });
            break;
          case "business-error-bare":
            // A refusal without a message: still the origin's verdict on the lead.
            if (path === "/apis/save_demorequest.php") return json(200, { status: "error" });
            break;
          case "business-error-422":
            // The same refusal as many PHP scripts send it: with a 4xx status.
            if (path === "/apis/save_demorequest.php") return json(422, { status: "error", message: "Invalid mobile number." });
            break;
          case "forbidden-json":
            // A firewall or proxy in front of PHP, answering in JSON: not a verdict on the lead.
            return json(403, { status: "error", message: "Forbidden" });
          case "error400":
            res.writeHead(400, { "content-type": "text/html" });
            return res.end("<html><body><h1>400 Bad Request</h1></body></html>");
          case "huge":
            return hugeAnswer(req, res, path, t, json);
          case "redirect": {
            // To another host name of this server, where the tenant "{name}-elsewhere" answers normally.
            const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
            res.writeHead(req.method === "POST" ? 307 : 302, { location: `http://localhost:${port}/t/${tenantName}-elsewhere${path}${url.search}` });
            return res.end();
          }
          case "mislabelled":
            if (path.startsWith("/uploads/")) {
              res.writeHead(200, { "content-type": "image/png" });
              return res.end(path.endsWith(".svg") ? SVG_WITH_SCRIPT : PHP_WARNING_200);
            }
            break;
        }
      }

      return answer(req, res, url, path, fields, t, tenantName, json);
    } catch (error) {
      if (!quiet) console.error("origin stand-in error", error);
      if (!res.headersSent) json(500, { status: "error", message: String(error) });
    }
  });

  /**
   * Stores one post of a demo request, as a row of its own: a key posted twice is two rows.
   * @param {string} tenantName @param {Record<string, string>} fields @param {string | string[] | undefined} header
   */
  function store(tenantName, fields, header) {
    const key = typeof header === "string" ? header : (fields.idempotency_key ?? null);
    db.run(
      `INSERT INTO lead_posts (tenant, idempotency_key, name, number, email, sel1, remark, coden, subject)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [tenantName, key, fields.name ?? "", fields.number ?? "", fields.email ?? "",
        fields.sel1 ?? "", fields.remark ?? "", fields.coden ?? "", fields.subject ?? null],
    );
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {URL} url @param {string} path @param {Record<string,string> | null} fields @param {Tenant} t
   * @param {string} tenantName @param {(s: number, b: unknown) => void} json
   */
  function answer(req, res, url, path, fields, t, tenantName, json) {
    // Sample content may point at this server by absolute URL ({self}), as a real
    // origin does for images on another host.
    /** @param {unknown} body */
    const withSelf = (body) => JSON.parse(JSON.stringify(body).replaceAll("{self}", `http://${req.headers.host}`));
    if (req.method === "GET" && path === "/apis/seo_api.php") {
      const page = url.searchParams.get("page") ?? "";
      // PHP answers an empty array for a page it has no record for.
      const record = seo[page] ?? (page.includes(" ") ? associateSeo(page) : []);
      return json(200, record);
    }
    if (req.method === "GET" && path === "/apis/getcountrycode.php") return json(200, countryCodes);
    if (req.method === "GET" && path === "/apis/get_blogs.php") {
      return json(200, withSelf({ blogs: t.blogs.map(({ text, tags, ...summary }) => summary) }));
    }
    if (req.method === "GET" && path === "/apis/get_details.blog.php") {
      const id = url.searchParams.get("id");
      return json(200, withSelf(t.blogs.find((b) => String(b.id) === id) ?? null));
    }
    if (req.method === "GET" && path === "/apis/get_whatsnew.php") return json(200, withSelf({ whatnew: t.whatsNew }));
    // A CRM's webhook receiver (worker/leads/webhook.ts): takes any JSON post.
    if (req.method === "POST" && path === "/crm/leads") return json(200, { ok: true });
    if (req.method === "POST" && path === "/apis/save_demorequest.php") {
      if (!fields || !fields.name) return json(200, { status: "error", message: "Name is required." });
      store(tenantName, fields, req.headers["idempotency-key"]);
      return json(200, { status: "success", message: "Enquiry submitted successfully!" });
    }
    // Uploads: PNGs (any *.png name), SVGs (which the site refuses to pass on), and
    // PHP's HTML 404 page for anything else, as a real server answers a missing file.
    const upload = req.method === "GET" ? /^\/uploads\/(?:[\w-]+\/)*([\w-]+)\.(png|svg)$/.exec(path) : null;
    if (upload?.[2] === "png") {
      res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=3600" });
      return res.end(samplePng(/** @type {string} */ (upload[1])));
    }
    if (upload?.[2] === "svg") {
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
      return res.end(sampleImage(/** @type {string} */ (upload[1])));
    }
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<html><body><h1>404 Not Found</h1></body></html>");
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} path @param {Tenant} t @param {string} tenantName @param {(s: number, b: unknown) => void} json
   */
  async function control(req, res, path, t, tenantName, json) {
    if (req.method === "POST" && path === "/__control/mode") {
      const body = JSON.parse((await readBody(req)).toString("utf8") || "{}");
      t.mode = String(body.mode ?? "ok");
      t.delayMs = Number(body.delayMs ?? 10_000);
      t.paths = Array.isArray(body.paths) ? body.paths.map(String) : null;
      t.chars = Number(body.chars ?? 10 * MIB);
      t.items = Number(body.items ?? 10_000);
      return json(200, { mode: t.mode });
    }
    if (req.method === "POST" && path === "/__control/content") {
      const body = JSON.parse((await readBody(req)).toString("utf8") || "{}");
      if (Array.isArray(body.blogs)) t.blogs = body.blogs;
      if (Array.isArray(body.whatnew)) t.whatsNew = body.whatnew;
      return json(200, { blogs: t.blogs.length, whatnew: t.whatsNew.length });
    }
    if (req.method === "POST" && path === "/__control/reset") {
      t.mode = "ok";
      t.paths = null;
      t.requests = [];
      t.blogs = blogs;
      t.whatsNew = whatsNew;
      return json(200, { ok: true });
    }
    if (req.method === "GET" && path === "/__control/requests") return json(200, t.requests);
    if (req.method === "GET" && path === "/__control/leads") {
      return json(200, db.all("SELECT * FROM lead_posts WHERE tenant = ? ORDER BY id", [tenantName]));
    }
    res.writeHead(404).end();
  }

  // Node closes a kept-alive socket after 5 s idle; a client (workerd's pool, a test's
  // fetch) that picked that socket for its next request in the same moment got "Network
  // connection lost" (knowledge.test.ts, twice in one run at load 20). Idle sockets stay
  // open for the client to close; close() below ends them all.
  server.keepAliveTimeout = 10 * 60_000;
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  try {
    await new Promise((ok, fail) => {
      server.once("error", fail);
      server.listen(port, host, () => ok(undefined));
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host}:${address.port}`;
  if (!quiet) console.log(`origin stand-in on ${url} (database ${dbFile})`);
  return {
    url,
    port: address.port,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(() => ok(undefined)));
      db.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  /** @param {string} name @param {string} fallback */
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return (i > 0 ? process.argv[i + 1] : undefined) ?? fallback;
  };
  const origin = await startOrigin({
    port: Number(arg("--port", process.env.ORIGIN_PORT ?? "8788")),
    dbFile: resolve(arg("--db", process.env.ORIGIN_DB ?? DEFAULT_DB)),
    quiet: false,
  });
  const stop = () => origin.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
