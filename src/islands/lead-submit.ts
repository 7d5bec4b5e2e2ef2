import { useRef, useState } from "react";
import type { LeadAnswer } from "../forms/state.ts";
import { CONTEXT_FIELDS } from "../forms/context.ts";
import { shortRef, type FollowUp } from "../forms/follow-up.ts";
import { SOFTWARE_CHOICES, type SoftwareChoice } from "../lib/lead-fields.ts";
import { contextFields } from "./lead-context.ts";

/** The first of `order` the errors name: the field a refused form focuses (WCAG 2.4.3). */
export function firstRefused(order: string[], errors: Record<string, string> | undefined): string | undefined {
  return errors ? order.find((name) => name in errors) : undefined;
}

/** Moves the focus to the first refused field of `form`, if any. */
export function focusFirstRefused(form: HTMLFormElement, order: string[], errors: Record<string, string>) {
  const name = firstRefused(order, errors);
  if (name) (form.elements.namedItem(name) as HTMLElement | null)?.focus();
}

/** How a fetch submit of a lead form ended. */
export type LeadOutcome =
  /** The lead was saved or queued (status "success"); the form is back at its start. */
  | { kind: "sent"; answer: LeadAnswer; followUp?: FollowUp }
  /** The endpoint answered with an error, or with something that is not a LeadAnswer (no `answer`). */
  | { kind: "refused"; answer?: LeadAnswer }
  /** The post never got an answer (offline, connection dropped). */
  | { kind: "unreachable" };

/** The JSON body of a lead endpoint's answer, if it is one (it names its status). */
async function readAnswer(res: Response): Promise<LeadAnswer | undefined> {
  try {
    const body = (await res.json()) as Partial<LeadAnswer> | null;
    return typeof body?.status === "string" ? (body as LeadAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** "Continue on WhatsApp" for a received lead (../forms/follow-up.ts): its software, reference and tool. */
function followUpOf(ref: string, software: FormDataEntryValue | null, link: string | undefined): FollowUp | undefined {
  if (!ref || typeof software !== "string" || !(SOFTWARE_CHOICES as readonly string[]).includes(software)) return undefined;
  return { software: software as SoftwareChoice, ref, ...(link ? { link: location.origin + link } : {}) };
}

/** Sets each named field to its start value (reset() would bring back what a plain post echoed). */
function restore(form: HTMLFormElement, start: Record<string, string>) {
  for (const [name, value] of Object.entries(start)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
    if (field) field.value = value;
  }
}

/**
 * The fetch submit both lead forms share (SPEC sections 4, 8): one post at a time, a
 * JSON answer, and one idempotency key per filled-in form, reused when the same lead
 * is sent again (a retry after a failure) and dropped once it is sent or the form
 * changes, so the worker never forwards one lead twice. `start` gives the values the
 * fields go back to after a success.
 */
export function useLeadSubmission(action: string, start: () => Record<string, string>) {
  const [sending, setSending] = useState(false);
  const leadKey = useRef<string | undefined>(undefined);
  // The button stays focusable while sending (aria-disabled): a second press is ignored.
  const busy = useRef(false);

  /**
   * Posts the form unless a post is already out or `check` (run first: the
   * validation) says no. `done` gets the outcome in the same update that ends
   * `sending`, so the form never shows a stale result in between.
   */
  async function submit(form: HTMLFormElement, { check, done }: { check?: () => boolean; done: (outcome: LeadOutcome) => void }) {
    if (busy.current || (check && !check())) return;
    busy.current = true;
    setSending(true);
    leadKey.current ??= crypto.randomUUID();
    try {
      done(await post(form, leadKey.current));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  async function post(form: HTMLFormElement, key: string): Promise<LeadOutcome> {
    let res: Response;
    let body: FormData;
    let context: Record<string, string>;
    try {
      body = new FormData(form);
      // Where the visitor asked from, the tool and the campaign (docs/leads.md, "Context").
      context = { ...contextFields(), [CONTEXT_FIELDS.ref]: shortRef(key) };
      for (const [name, value] of Object.entries(context)) body.set(name, value);
      res = await fetch(action, {
        method: "POST",
        body,
        headers: { accept: "application/json", "idempotency-key": key },
      });
    } catch {
      return { kind: "unreachable" };
    }
    const answer = await readAnswer(res);
    if (answer?.status !== "success") return { kind: "refused", answer };
    leadKey.current = undefined;
    restore(form, start());
    return { kind: "sent", answer, followUp: followUpOf(context[CONTEXT_FIELDS.ref] ?? "", body.get("sel1"), context[CONTEXT_FIELDS.toolLink]) };
  }

  /** A changed form is a different lead. */
  const changed = () => {
    leadKey.current = undefined;
  };

  return { sending, submit, changed };
}
