/**
 * Structured logging: one JSON object per line on stdout (info) or stderr (warn, error), so the
 * logs of both services can be searched and shipped as they are. Never log secrets or tokens.
 */
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
    return { errorName: error.name, errorMessage: error.message, stack: error.stack?.split('\n').slice(0, 6).join('\n') };
  }
  return { errorMessage: String(error) };
}

export function createLogger(service: string, minimum: LogLevel | 'silent' = 'info'): Logger {
  const write = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (LEVEL_ORDER[level] < LEVEL_ORDER[minimum]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, service, msg, ...fields });
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
