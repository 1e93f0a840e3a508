import type { FastifyPluginAsync } from 'fastify';
import { requireActor } from '@exam/infra';

export const identityRoutes: FastifyPluginAsync = async (app) => {
  /** Who the cookie says you are (401 for a guest). */
  app.get('/api/auth/me', async (req) => {
    requireActor(req);
    const s = req.session!;
    return { user: { userId: s.userId, email: s.email, username: s.username, roles: s.roles, paymentStatuses: s.paymentStatuses } };
  });
};
