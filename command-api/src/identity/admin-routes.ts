import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, userDecider, userStream } from '@exam/domain';
import { requirePermission } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { userIdForEmail } from './routes';

const email = z.string().trim().toLowerCase().email('Please enter a valid email');

/**
 * Admin Control Panel, User Management (back-office §2.2): set a user's roles or payment statuses by
 * e-mail. A platform super admin only; the decider validates every value ('Invalid User Roles',
 * 'Invalid Payment Status'). Roles reach the user's session at their next login.
 */
export const userAdminRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const change = async (req: Parameters<typeof envelopeOf>[0], body: { commandId: string; email: string }, command: Parameters<typeof userDecider.decide>[0]) => {
    requirePermission(req, 'users.manage');
    const stream = userStream(userIdForEmail(body.email));
    if (!(await deps.eventStore.readStream(stream)).length) throw notFound('User');
    return handleCommand({ eventStore: deps.eventStore, log: req.log }, { stream, decider: userDecider, command, envelope: envelopeOf(req, body) });
  };

  app.post('/api/admin/users/roles', { schema: { body: withCommandId({ email, roles: z.array(z.string().max(60)).max(40) }) } }, async (req) => {
    const answer = await change(req, req.body, { type: 'ChangeUserRoles', data: { roles: req.body.roles } });
    return { success: true, roles: req.body.roles, ...answer };
  });

  app.post('/api/admin/users/payment-status', { schema: { body: withCommandId({ email, paymentStatus: z.array(z.string().max(80)).max(40) }) } }, async (req) => {
    const answer = await change(req, req.body, { type: 'ChangeUserPaymentStatuses', data: { paymentStatuses: req.body.paymentStatus } });
    return { success: true, paymentStatus: req.body.paymentStatus, ...answer };
  });
};
