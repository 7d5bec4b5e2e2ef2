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
