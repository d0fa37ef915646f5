import type { LogLevel } from './config';

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One line per entry, so the output stays readable next to the web app's logs in `npm start`. */
export function createLogger(level: LogLevel): Logger {
  const write = (entryLevel: Exclude<LogLevel, 'silent'>, message: string, details?: Record<string, unknown>) => {
    if (rank[entryLevel] < rank[level]) return;
    const suffix = details ? ` ${JSON.stringify(details, errorReplacer)}` : '';
    const line = `[backend] ${entryLevel.toUpperCase()} ${message}${suffix}`;
    if (entryLevel === 'error' || entryLevel === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (message, details) => write('debug', message, details),
    info: (message, details) => write('info', message, details),
    warn: (message, details) => write('warn', message, details),
    error: (message, details) => write('error', message, details),
  };
}

/** Errors have no enumerable fields; keep their message and stack in the log (never in a reply). */
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
