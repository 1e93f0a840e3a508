import { z } from 'zod';

/** The one place that reads process.env. A bad value stops the process naming the variable. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  READ_STORE: z.enum(['postgres', 'mongodb']).default('postgres'),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_URL: z.string().min(1).optional(),
  MONGODB_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('.data'),
  PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  COMMAND_API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  QUERY_API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  COMMAND_API_URL: z.string().url().default('http://127.0.0.1:3001'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default('dev-only-session-secret-change-me-in-production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BLOB_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(20),
  AI_API_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
});
export type Config = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.EVENT_STORE === 'eventstoredb' && !c.EVENTSTORE_URL) throw new Error('Invalid configuration:\n  EVENTSTORE_URL: required when EVENT_STORE=eventstoredb');
  if (c.READ_STORE === 'mongodb' && !c.MONGODB_URL) throw new Error('Invalid configuration:\n  MONGODB_URL: required when READ_STORE=mongodb');
  if (c.NODE_ENV === 'production' && c.SESSION_SECRET.startsWith('dev-only')) throw new Error('Invalid configuration:\n  SESSION_SECRET: set a real secret in production');
  return c;
}
