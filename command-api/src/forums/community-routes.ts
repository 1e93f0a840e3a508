import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFarmhouseInput, createFarmlandInput, farmhouseDecider, farmhouseFieldsSchema, farmhouseStream, farmlandDecider,
  farmlandFieldsSchema, farmlandStream, forumMessages as M, membershipDecider, membershipStream, moderatorChangesInput,
  notFound, userDecider, userStream, validation,
} from '@exam/domain';
import { requireActor, requirePermission } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { userIdForEmail } from '../identity/routes';
import { loadFarmhouseFacts, loadFarmland, loadState } from './facts';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Farmlands, farmhouses (admin) and membership (everyone logged in). */
export const communityRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const es = (log: typeof instance.log) => ({ eventStore: deps.eventStore, log });

  app.post('/api/forums/farmlands', { schema: { body: withCommandId({}).and(createFarmlandInput) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const { commandId: _c, ...data } = req.body;
    const answer = await handleCommand(es(req.log), { stream: farmlandStream(data.farmlandId), decider: farmlandDecider, command: { type: 'CreateFarmland', data }, envelope: envelopeOf(req, req.body) });
    return { success: true, farmlandId: data.farmlandId, ...answer };
  });

  app.patch('/api/forums/farmlands/:id', { schema: { params: idParams, body: withCommandId({}).and(farmlandFieldsSchema) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const { commandId: _c, ...data } = req.body;
    const answer = await handleCommand(es(req.log), { stream: farmlandStream(req.params.id), decider: farmlandDecider, command: { type: 'UpdateFarmland', data }, envelope: envelopeOf(req, req.body) });
    return { success: true, ...answer };
  });

  for (const [path, type] of [['toggle-status', 'ToggleFarmlandStatus'], ['toggle-featured', 'ToggleFarmlandFeatured']] as const) {
    app.post(`/api/forums/farmlands/:id/${path}`, { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
      requirePermission(req, 'forums.admin');
      const answer = await handleCommand(es(req.log), { stream: farmlandStream(req.params.id), decider: farmlandDecider, command: { type }, envelope: envelopeOf(req, req.body) });
      return { success: true, ...answer };
    });
  }

  app.post('/api/forums/farmhouses', { schema: { body: withCommandId({}).and(createFarmhouseInput) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const { commandId: _c, ...data } = req.body;
    const farmland = await loadFarmland(deps.eventStore, data.farmlandId);
    const answer = await handleCommand(es(req.log), {
      stream: farmhouseStream(data.farmhouseId), decider: farmhouseDecider,
      command: { type: 'CreateFarmhouse', data, farmlandExists: farmland.status === 'created' }, envelope: envelopeOf(req, req.body),
    });
    return { success: true, farmhouseId: data.farmhouseId, ...answer };
  });

  app.patch('/api/forums/farmhouses/:id', { schema: { params: idParams, body: withCommandId({}).and(farmhouseFieldsSchema) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const { commandId: _c, ...data } = req.body;
    const answer = await handleCommand(es(req.log), { stream: farmhouseStream(req.params.id), decider: farmhouseDecider, command: { type: 'UpdateFarmhouse', data }, envelope: envelopeOf(req, req.body) });
    return { success: true, ...answer };
  });

  for (const [path, type] of [['toggle-status', 'ToggleFarmhouseStatus'], ['toggle-featured', 'ToggleFarmhouseFeatured']] as const) {
    app.post(`/api/forums/farmhouses/:id/${path}`, { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
      requirePermission(req, 'forums.admin');
      const answer = await handleCommand(es(req.log), { stream: farmhouseStream(req.params.id), decider: farmhouseDecider, command: { type }, envelope: envelopeOf(req, req.body) });
      return { success: true, ...answer };
    });
  }

  for (const [path, type] of [['join', 'JoinFarmhouse'], ['leave', 'LeaveFarmhouse']] as const) {
    app.post(`/api/forums/farmhouses/:id/${path}`, { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
      const actor = requireActor(req);
      const farmhouse = await loadFarmhouseFacts(deps.eventStore, req.params.id);
      const answer = await handleCommand(es(req.log), {
        stream: membershipStream(req.params.id, actor.userId), decider: membershipDecider,
        command: { type, data: { farmhouseId: req.params.id }, farmhouse }, envelope: envelopeOf(req, req.body),
      });
      return { success: true, ...answer };
    });
  }

  /** The Manage Moderator dialog: one user, a moderator checkbox per farmhouse. */
  app.post('/api/forums/moderators', { schema: { body: withCommandId(moderatorChangesInput.shape) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    if (!req.body.changes.length) throw validation(M.noChanges);
    // the user's own stream, not the users view: an account registered a moment ago counts too
    const user = await loadState(deps.eventStore, userStream(userIdForEmail(req.body.email)), userDecider);
    if (user.status !== 'registered') throw notFound('User');
    const envelope = envelopeOf(req, req.body);
    let last: { revision: number; position: string | null } = { revision: -1, position: null };
    let changed = 0;
    for (const change of req.body.changes) {
      const farmhouse = await loadFarmhouseFacts(deps.eventStore, change.farmhouseId);
      // several streams per request: each is idempotent by state, so the command id is not recorded
      const answer = await handleCommand(es(req.log), {
        stream: membershipStream(change.farmhouseId, user.userId), decider: membershipDecider, record: false,
        command: { type: 'SetModerator', data: { farmhouseId: change.farmhouseId, isModerator: change.isModerator, user: { userId: user.userId, email: user.email, username: user.username } }, farmhouse },
        envelope: { ...envelope, commandId: `${envelope.commandId}:${change.farmhouseId}` },
      });
      if (answer.position) {
        changed++;
        last = answer;
      }
    }
    return { success: true, changed, ...last };
  });
};
