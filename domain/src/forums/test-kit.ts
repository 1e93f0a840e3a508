import { DomainError } from '../core/errors';
import type { Actor, CommandContext, Decider, DomainEvent } from '../core/types';
import { fold } from '../core/types';

/** Given events / when command / then events or error code: the deciders' unit-test grammar. */
export function given<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: E[] = []) {
  return {
    when(command: C, actor: Actor | null, now = '2026-03-01T10:00:00.000Z') {
      let n = 0;
      const ctx: CommandContext = { now, actor, newId: (label = 'id') => `${label}-${++n}` };
      const run = () => decider.decide(command, fold(decider, history), ctx);
      return {
        events: run,
        thenThrows(code: string, message?: string) {
          try {
            run();
          } catch (e) {
            if (!(e instanceof DomainError)) throw e;
            if (e.code !== code) throw new Error(`expected ${code}, got ${e.code}: ${e.message}`);
            if (message !== undefined && e.message !== message) throw new Error(`expected "${message}", got "${e.message}"`);
            return e;
          }
          throw new Error(`expected ${code}, but the command succeeded`);
        },
      };
    },
  };
}

export const person = (name: string, roles: string[] = ['user']): Actor => ({ userId: `id-${name}`, email: `${name}@demo.in`, username: name, roles });
export const ref = (a: Actor) => ({ userId: a.userId, email: a.email, username: a.username });
