/**
 * Form posts (SPEC section 7, "save_demorequest"):
 *   POST /apis/save_demorequest.php   the origin's own endpoint, for other clients (JSON)
 *   POST /zevarsoftware               demo form: JSON for the island, the page for a plain post
 *   POST /contactus                   contact form: likewise
 * The form pages' endpoints are registered from the route table (RouteDef.form).
 * A plain post that succeeds is redirected (303) to the page with ?sent=1, so a
 * reload does not send it twice; anything else re-renders the form with the answer.
 */
import { Hono, type Context, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { LeadAnswer } from "../../src/forms/state.ts";
import { formTextsFor } from "../../src/forms/texts.ts";
import { localePath, type Locale } from "../../src/lib/locale.ts";
import type { FormState } from "../../src/forms/state.ts";
import { localesOf } from "../../src/pages/route-locale.ts";
import { routeTable, type RouteDef } from "../../src/pages/routes.ts";
import type { AppEnv } from "../env.ts";
import { bodySizeRefusal, MAX_BODY_BYTES, REFUSALS } from "../leads/guards.ts";
import { answerLocale } from "../leads/answers.ts";
import { refused, submitLead, type LeadKind, type Outcome } from "../leads/submit.ts";
import { discard } from "../middleware/drain-body.ts";
import { renderRoute } from "../render.tsx";

function answerOf(kind: LeadKind, outcome: Outcome, locale: Locale): { status: number; body: LeadAnswer } {
  const { demo, contact } = formTextsFor(locale);
  switch (outcome.kind) {
    case "sent":
      return {
        status: 200,
        body: { status: "success", message: kind === "demo" ? demo.sent : contact.sent.title, queued: outcome.queued },
      };
    case "refused":
      return {
        status: outcome.status,
        body: { status: "error", message: outcome.message, ...(outcome.errors ? { errors: outcome.errors } : {}) },
      };
    case "rejected":
      // The origin's verdict, message or not (SPEC section 8: the server's message or
      // the form's own failure text).
      return {
        status: 200,
        body: {
          status: "error",
          message: outcome.message || (kind === "demo" ? demo.failed : contact.failedText),
          ...(outcome.errors ? { errors: outcome.errors } : {}),
        },
      };
    case "failed":
      return { status: 503, body: { status: "error", message: outcome.message } };
  }
}

function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").includes("application/json");
}

async function respond(c: Context<AppEnv>, kind: LeadKind, route: RouteDef | undefined, outcome: Outcome, locale: Locale) {
  const { status, body } = answerOf(kind, outcome, locale);
  if (!route || wantsJson(c)) return c.json(body, status as 200);
  if (outcome.kind === "sent") return c.redirect(`${localePath(locale, route.path)}?sent=1`, 303);
  const { failedTitle } = formTextsFor(locale).contact;
  const state: FormState = {
    values: outcome.values,
    errors: outcome.kind === "refused" || outcome.kind === "rejected" ? (outcome.errors ?? {}) : {},
    result: { ok: false, message: body.message, ...(kind === "contact" ? { title: failedTitle } : {}) },
  };
  return renderRoute(c, route, { locale, form: { state, status } });
}

/** The language this post is answered in (answers.ts): a plain post to a form page gets that page. */
function localeOf(c: Context<AppEnv>, route: RouteDef | undefined): Locale {
  return answerLocale({ own: c.var.locale, referer: c.req.header("referer"), html: Boolean(route) && !wantsJson(c) });
}

function leadEndpoint(kind: LeadKind, route?: RouteDef) {
  return [
    async (c: Context<AppEnv>, next: Next) => {
      const locale = localeOf(c, route);
      // No lead answer may be kept by a browser or a proxy: it is about one visitor's post.
      c.header("Cache-Control", "no-store");
      const refusal = bodySizeRefusal({ contentLength: c.req.header("content-length"), transferEncoding: c.req.header("transfer-encoding") });
      if (refusal) {
        // A body without a size is skipped, not parsed, up to 128 KB: answering while the
        // client still writes, or leaving bytes unread on a kept-alive connection, makes
        // some stacks reset or stall it. Past that it is cut off (a reset is then the answer).
        if (refusal === REFUSALS.lengthRequired) await discard(c.req.raw.body, 4 * MAX_BODY_BYTES);
        return respond(c, kind, route, refused(refusal, locale), locale);
      }
      await next();
    },
    // Still the backstop: a body longer than its Content-Length says is cut off here.
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        const locale = localeOf(c as Context<AppEnv>, route);
        return respond(c as Context<AppEnv>, kind, route, refused(REFUSALS.tooLarge, locale), locale);
      },
    }),
    async (c: Context<AppEnv>) => {
      const locale = localeOf(c, route);
      return respond(c, kind, route, await submitLead(c, kind, locale), locale);
    },
  ] as const;
}

/** The origin's own endpoint (JSON for other clients), then every page with a form. */
export const leadRoutes = new Hono<AppEnv>().post("/apis/save_demorequest.php", ...leadEndpoint("demo"));
for (const route of routeTable) {
  const { form } = route;
  if (form) for (const locale of localesOf(route)) leadRoutes.post(localePath(locale, route.path), ...leadEndpoint(form, route));
}
