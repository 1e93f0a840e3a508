import type { FastifyBaseLogger } from 'fastify';
import type { EventStore, ReadStore } from '@exam/infra';
import { seedAccounts } from './accounts';
import { seedTickets } from '../tickets/seed';
import { seedQuestions } from '../questions/seed';
import { seedForums } from '../forums/seed';
import { seedAuthoring } from '../authoring/seed';

export type SeedContext = { eventStore: EventStore; readStore: ReadStore; log: FastifyBaseLogger };

/**
 * Demo data, written through the same deciders and command handler as the API, with deterministic
 * command ids: running it again appends nothing. Features add their seeds to this list.
 */
export const seeds: Array<{ name: string; run: (ctx: SeedContext) => Promise<void> }> = [
  { name: 'accounts', run: seedAccounts },
  { name: 'tickets', run: seedTickets },
  { name: 'questions', run: seedQuestions },
  { name: 'forums', run: seedForums },
  { name: 'authoring', run: seedAuthoring },
];

export async function runSeeds(ctx: SeedContext) {
  for (const s of seeds) {
    const t = Date.now();
    await s.run(ctx);
    ctx.log.info({ seed: s.name, ms: Date.now() - t }, 'seeded');
  }
}
