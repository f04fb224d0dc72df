// A pino logger whose lines tests can read: to check what reaches the log, and at which level.
import pino, { type Logger } from 'pino';

export interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;

export function captureLogs(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
