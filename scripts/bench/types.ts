/** What every bench scenario gets: a running product (real processes) and helpers to drive it. */
export type BenchContext = {
  /** query-api base URL; mutating /api calls are forwarded to command-api from here. */
  baseUrl: string;
  /** command-api base URL, for driving commands without the extra proxy hop. */
  commandUrl: string;
  databaseUrl: string;
  /** Registers a fresh user (roles ['user']) and returns its session cookie and ids. */
  newStudent: (label: string) => Promise<{ cookie: string; userId: string; email: string; username: string }>;
  /** A logged-in demo account's cookie (see command-api/src/seed/accounts.ts). */
  login: (email: string, password: string) => Promise<string>;
  log: (line: string) => void;
};

export type Metrics = Record<string, number | string>;
export type ScenarioResult = { name: string; metrics: Metrics; notes?: string[] };
export type Scenario = { name: string; run: (ctx: BenchContext) => Promise<ScenarioResult> };

/** p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
