/**
 * Structured logging: one JSON object per line on stdout (info) or stderr (warn, error), so the
 * logs of both services can be searched and shipped as they are. Never log secrets or tokens.
 */
import { currentTrace } from '../observability/trace-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const LEVEL_ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** Errors do not serialise with JSON.stringify; keep their name, message and a short stack. */
export function describeError(error: unknown): LogFields {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? { causeMessage: error.cause.message } : {};
    return { errorName: error.name, errorMessage: error.message, stack: error.stack?.split('\n').slice(0, 6).join('\n'), ...cause };
  }
  return { errorMessage: String(error) };
}

/**
 * Logs never carry what a member typed or a secret (issue #15): a failed query's parameters are
 * dropped (its SQL stays), phone numbers and email addresses are masked, password hashes removed.
 */
export function redactLogText(text: string): string {
  return text
    .replace(/\bparams: [^\n]*/g, 'params: [redacted]')
    .replace(/\$(?:2[aby]|argon2(?:id|i|d)|scrypt)\$[^\s,"']+/g, '[hash]')
    .replace(/\bscrypt\$[^\s,"']+/g, '[hash]')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (email) => `${email[0] ?? ''}***@***`)
    .replace(/(?<!\d)(?:\+?84|0)(\d{2})\d{5}(\d{2})(?!\d)/g, '0$1*****$2');
}

function redactFields(fields: LogFields | undefined): LogFields | undefined {
  if (!fields) return fields;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? redactLogText(value) : value]));
}

export function createLogger(service: string, minimum: LogLevel | 'silent' = 'info'): Logger {
  const write = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (LEVEL_ORDER[level] < LEVEL_ORDER[minimum]) return;
    // Every line within a request carries its trace id (src/observability/trace-context.ts).
    const traceId = currentTrace()?.traceId;
    const line = JSON.stringify({ time: new Date().toISOString(), level, service, msg: redactLogText(msg), ...(traceId ? { traceId } : {}), ...redactFields(fields) });
    if (level === 'warn' || level === 'error') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}
