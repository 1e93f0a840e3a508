import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startStack } from '../stack';
import { appendVsRaw, catchUp, flagsPush } from './core';
import { httpCommands } from './commands';
import type { BenchContext, ScenarioResult, Scenario } from './types';

/**
 * `pnpm bench [name-filter]`: starts the real product on a fresh embedded PostgreSQL, runs every
 * scenario, prints a table and writes bench-results/bench-<time>.json.
 */
const filter = process.argv[2]?.toLowerCase();
const extra: Scenario[] = await import('./scenarios').then((m) => m.scenarios as Scenario[]).catch(() => []);
const all: Scenario[] = [httpCommands, flagsPush, appendVsRaw, catchUp, ...extra].filter((s) => !filter || s.name.toLowerCase().includes(filter));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-bench-'));
const port = 46000 + Math.floor(Math.random() * 1000) * 3;
console.log(`Starting the product for the bench (data in ${dataDir})…`);
const stack = await startStack({ dataDir, pgPort: port, queryPort: port + 1, commandPort: port + 2, logLevel: 'warn', env: { RATE_LIMIT_AUTH: '100000' } });
const commandUrl = `http://127.0.0.1:${port + 2}`;

const login = async (email: string, password: string) => {
  const r = await fetch(`${commandUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  return String(r.headers.get('set-cookie')).split(';')[0];
};
const ctx: BenchContext = {
  baseUrl: stack.url, commandUrl, databaseUrl: stack.databaseUrl, login, log: (l) => console.log(l),
  async newStudent(label) {
    const id = randomUUID().slice(0, 8);
    const body = { commandId: randomUUID(), username: `${label}_${id}`.slice(0, 30), email: `${label}.${id}@bench.in`, password: 'bench-password' };
    const r = await fetch(`${commandUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!r.ok) throw new Error(`register: ${r.status} ${await r.text()}`);
    const { user } = await r.json();
    return { cookie: String(r.headers.get('set-cookie')).split(';')[0], userId: user.userId, email: body.email, username: body.username };
  },
};

const results: ScenarioResult[] = [];
try {
  for (const s of all) {
    console.log(`\n▶ ${s.name}`);
    try {
      const r = await s.run(ctx);
      results.push(r);
      for (const [k, v] of Object.entries(r.metrics)) console.log(`  ${k.padEnd(36)} ${v}`);
    } catch (err) {
      console.log(`  failed: ${(err as Error).stack ?? err}`);
      results.push({ name: s.name, metrics: { status: `failed: ${(err as Error).message}` } });
    }
  }
} finally {
  await stack.stop();
}
const out = path.resolve('bench-results');
fs.mkdirSync(out, { recursive: true });
const file = path.join(out, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30) }, results }, null, 2));
console.log('\n' + '─'.repeat(72));
for (const r of results) {
  console.log(r.name);
  for (const [k, v] of Object.entries(r.metrics)) console.log(`  ${k.padEnd(36)} ${v}`);
}
console.log(`\nWritten to ${file}`);
fs.rmSync(dataDir, { recursive: true, force: true });
