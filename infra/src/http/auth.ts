import '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { type Actor, forbidden, hasPermission, type Permission, unauthenticated } from '@exam/domain';
import { decodeSession, SESSION_COOKIE, type Session } from '../auth/session';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    actor: Actor | null;
  }
}

/** Reads the signed session cookie on every request (both APIs share the secret). */
export const sessionPlugin = fp<{ secret: string; now?: () => number }>(async (app, opts) => {
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    const s = decodeSession(req.cookies?.[SESSION_COOKIE], opts.secret, (opts.now ?? Date.now)());
    req.session = s;
    req.actor = s ? { userId: s.userId, email: s.email, username: s.username, roles: s.roles } : null;
  });
});

/** The caller, or 401. */
export function requireActor(req: FastifyRequest, message?: string): Actor {
  if (!req.actor) throw unauthenticated(message);
  return req.actor;
}

/** The caller holding `permission`, or 401 / 403. */
export function requirePermission(req: FastifyRequest, permission: Permission): Actor {
  const actor = requireActor(req);
  if (!hasPermission(actor.roles, permission)) throw forbidden();
  return actor;
}
