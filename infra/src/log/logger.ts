import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; every service names itself so merged logs stay readable. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
