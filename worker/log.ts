/**
 * Structured JSON logs (one object per line), which Workers Logs indexes by field.
 * Every line carries the request id when there is one.
 */
export type LogFields = Record<string, unknown>;

export function log(level: "info" | "warn" | "error", msg: string, fields: LogFields = {}) {
  const line = JSON.stringify({ level, msg, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack?.split("\n").slice(0, 6).join("\n") };
  return { error: String(error) };
}
