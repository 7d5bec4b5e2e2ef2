import type { FieldErrors } from "./schemas.ts";

/**
 * What a form shows after the server answered a plain (no-JavaScript) post: the
 * values to keep, field errors, and the result line. Islands take it as a prop, so
 * the page looks the same before and after hydration.
 */
export type FormState = {
  values: Record<string, string>;
  errors: FieldErrors;
  result?: { ok: boolean; title?: string; message: string };
};
/** The answer of every lead endpoint, in the origin's own shape plus field errors. */
export type LeadAnswer = {
  status: "success" | "error";
  message: string;
  /** Field name → message, for validation failures. */
  errors?: Record<string, string>;
  /** The origin could not be reached; the lead is queued and will be delivered. */
  queued?: boolean;
};
