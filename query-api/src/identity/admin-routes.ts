import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, type UserDoc, usersView } from '@exam/domain';
import { requirePermission } from '@exam/infra';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';

/** User look-up for the Admin Control Panel: a platform super admin only. */
export const userAdminRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  instance.withTypeProvider<ZodTypeProvider>().get('/api/admin/users', {
    schema: { querystring: z.object({ email: z.string().trim().toLowerCase().email('Please enter a valid email'), after: afterQuery }) },
  }, async (req) => {
    requirePermission(req, 'users.manage');
    await waitForProjections(deps.readStore, ['users'], req.query.after);
    const [user] = await deps.readStore.find<UserDoc>(usersView.name, { filter: { email: req.query.email }, limit: 1 });
    if (!user) throw notFound('User');
    return { user, roles: user.roles, paymentStatus: user.paymentStatuses };
  });
};
