/**
 * Zevar ERP website worker. Route families:
 *   GET  /apis/*.php        cached, validated proxy of the PHP origin's read calls
 *   POST /apis/save_demorequest.php, /zevarsoftware, /contactus
 *                           lead forms: validated, forwarded, queued when the origin fails
 *   GET  (route table)      streamed React SSR pages (src/pages/routes.ts)
 *   GET  /video-thumbnails/:id   tutorial thumbnails through the edge cache
 *   GET  /screens/:lang/:id.svg   the drawn screens of the ERP, per language (routes/screens.tsx)
 *   GET  /origin-media/{source}/{path}   the origin's blog and what's-new pictures, named by
 *                           the cached answers, through the edge cache
 *   GET  /robots.txt, /sitemap.xml   from the route table, associates and cached blogs
 *   GET  /sw.js              the tools' service worker, versioned with the build (docs/offline.md)
 *   GET  /offline, /hi/offline, …   what that worker answers for a page it never kept
 *   GET  /Path/, /PATH       301 to the route's own path (one URL per page)
 *   GET/POST /admin/leads/dead   dead-lettered leads, for an operator (ADMIN_TOKEN)
 *   queue zevar-leads, zevar-leads-dlq   lead delivery and dead-letter keeping
 *   *                       404 page
 * Static files (hashed /assets/*, images) are served by Workers static assets before
 * the worker runs.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { timing } from "hono/timing";
import type { AppEnv, Bindings } from "./env.ts";
import { handleQueue } from "./leads/queue.ts";
import { adminRoutes } from "./routes/admin.ts";
import { leadRoutes } from "./routes/leads.ts";
import { createLogger, errorFields } from "./log.ts";
import { canonicalPathRedirect } from "./middleware/canonical-path.ts";
import { drainBody } from "./middleware/drain-body.ts";
import { requestContext } from "./middleware/context.ts";
import { securityHeaders } from "./security.ts";
import { pageRenderer, renderNotFound, renderServerError } from "./render.tsx";
import { apiRoutes } from "./routes/apis.ts";
import { pageRoutes } from "./routes/pages.ts";
import { seoRoutes } from "./routes/seo.ts";
import { thumbnailRoutes } from "./routes/thumbnails.ts";
import { originMediaRoutes } from "./routes/origin-media.ts";
import { offlineRoutes } from "./routes/offline.ts";
import { screenRoutes } from "./routes/screens.tsx";
import { config } from "./config.ts";
import { requestLocale } from "./middleware/locale.ts";

/** Longer paths are never a page of this site (and never reach the origin). */
const MAX_PATH_LENGTH = 1024;

const app = new Hono<AppEnv>();

// First: the language the request is answered in, whatever answers it (404, 500, leads).
app.use(requestLocale);

// Ids are ours (Cloudflare's ray id at the edge), never a client's X-Request-Id.
/** A Cloudflare ray id: 16 hex digits, then the data centre ("8f1c2d3e4a5b6c7d-BOM"). */
const RAY_ID = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/;
app.use(
  requestId({
    headerName: "",
    // Taken from cf-ray only when it looks like one: the id goes into every log line and a header.
    generator: (c) => {
      const ray = c.req.header("cf-ray");
      return ray && RAY_ID.test(ray) ? ray : crypto.randomUUID();
    },
  }),
);
// Outermost but the id: whatever answers, an unread upload is read first (bounded).
app.use(drainBody);
app.use(securityHeaders);
// Server-Timing only with LOG_LEVEL=debug: its cache details (render "memory", media
// "hit") would tell a stranger what others looked at (docs/security.md).
app.use(timing({ enabled: (c) => config(c.env).logLevel === "debug" }));
app.use(requestContext);
app.use(pageRenderer);
app.use(async (c, next) => {
  if (c.req.path.length > MAX_PATH_LENGTH) return renderNotFound(c);
  await next();
});

app.use(canonicalPathRedirect);
app.route("/", seoRoutes);
app.route("/", offlineRoutes);
app.route("/", leadRoutes);
app.route("/admin", adminRoutes);
app.route("/apis", apiRoutes);
app.route("/video-thumbnails", thumbnailRoutes);
app.route("/origin-media", originMediaRoutes);
app.route("/screens", screenRoutes);
app.route("/", pageRoutes);

app.notFound((c) => renderNotFound(c));
app.onError((error, c) => {
  // Hono's own middleware (bearer-auth) answers a refusal by throwing its response.
  if (error instanceof HTTPException) return error.getResponse();
  (c.var.log ?? createLogger(c.env ? config(c.env).logLevel : undefined)).error("unhandled error", { path: c.req.path, ...errorFields(error) });
  return renderServerError(c);
});

export default {
  fetch: app.fetch,
  queue: (batch, env, _ctx) => handleQueue(batch, env),
} satisfies ExportedHandler<Bindings>;
