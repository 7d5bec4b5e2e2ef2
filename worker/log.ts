/**
 * Structured JSON logs (one object per line), which Workers Logs indexes by field.
 * A logger is made per request (bindings arrive per request) and stamps every line
 * with the request id; LOG_LEVEL drops the levels below it.
 */
export type LogFields = Record<string, unknown>;
export type Level = "debug" | "info" | "warn" | "error";
export type Logger = Record<Level, (msg: string, fields?: LogFields) => void>;

const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SINK: Record<Level, (line: string) => void> = {
  debug: (l) => console.debug(l),
  info: (l) => console.log(l),
  warn: (l) => console.warn(l),
  error: (l) => console.error(l),
};

export function createLogger(threshold: string | undefined, base: LogFields = {}): Logger {
  const min = RANK[(threshold as Level) in RANK ? (threshold as Level) : "info"];
  const make = (level: Level) => (msg: string, fields: LogFields = {}) => {
    if (RANK[level] >= min) SINK[level](JSON.stringify({ level, msg, ...base, ...fields }));
  };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack?.split("\n").slice(0, 6).join("\n") };
  return { error: String(error) };
}
