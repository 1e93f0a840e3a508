import { conflict, notFound, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { requireForumAdmin } from './access';
import type { AllowedPostTypes } from './constants';
import { forumMessages as M } from './constants';
import { type FarmhouseFields, farmhouseFieldsSchema, type FarmlandFields, farmlandFieldsSchema, firstIssue } from './schemas';

export const farmlandStream = (id: string) => `farmland-${id}`;
export const farmhouseStream = (id: string) => `farmhouse-${id}`;

// ---- farmland -------------------------------------------------------------------------------

export type FarmlandEvent =
  | { type: 'FarmlandCreated'; data: { farmlandId: string } & FarmlandFields }
  | { type: 'FarmlandUpdated'; data: { farmlandId: string } & FarmlandFields }
  | { type: 'FarmlandStatusChanged'; data: { farmlandId: string; isActive: boolean } }
  | { type: 'FarmlandFeaturedChanged'; data: { farmlandId: string; isFeatured: boolean } };

export type FarmlandCommand =
  | { type: 'CreateFarmland'; data: { farmlandId: string } & FarmlandFields }
  | { type: 'UpdateFarmland'; data: FarmlandFields }
  | { type: 'ToggleFarmlandStatus' }
  | { type: 'ToggleFarmlandFeatured' };

export type FarmlandState =
  | { status: 'none' }
  | ({ status: 'created'; farmlandId: string; isActive: boolean; isFeatured: boolean } & FarmlandFields);

function cleanFarmland(fields: FarmlandFields): FarmlandFields {
  const r = farmlandFieldsSchema.safeParse(fields);
  if (!r.success) throw validation(firstIssue(r.error));
  return r.data;
}

export const farmlandDecider: Decider<FarmlandState, FarmlandCommand, FarmlandEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'FarmlandCreated':
        return { status: 'created', ...event.data, isActive: true, isFeatured: false };
      case 'FarmlandUpdated':
        return state.status === 'created' ? { ...state, ...event.data } : state;
      case 'FarmlandStatusChanged':
        return state.status === 'created' ? { ...state, isActive: event.data.isActive } : state;
      case 'FarmlandFeaturedChanged':
        return state.status === 'created' ? { ...state, isFeatured: event.data.isFeatured } : state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    requireForumAdmin(ctx);
    if (command.type === 'CreateFarmland') {
      if (state.status !== 'none') throw conflict('ALREADY_EXISTS', M.alreadyExists);
      return [{ type: 'FarmlandCreated', data: { farmlandId: command.data.farmlandId, ...cleanFarmland(command.data) } }];
    }
    if (state.status !== 'created') throw notFound(M.communityNotFound);
    const farmlandId = state.farmlandId;
    switch (command.type) {
      case 'UpdateFarmland':
        return [{ type: 'FarmlandUpdated', data: { farmlandId, ...cleanFarmland(command.data) } }];
      case 'ToggleFarmlandStatus':
        return [{ type: 'FarmlandStatusChanged', data: { farmlandId, isActive: !state.isActive } }];
      case 'ToggleFarmlandFeatured':
        return [{ type: 'FarmlandFeaturedChanged', data: { farmlandId, isFeatured: !state.isFeatured } }];
      default:
        return assertNever(command);
    }
  },
};

// ---- farmhouse ------------------------------------------------------------------------------

export type FarmhouseEvent =
  | { type: 'FarmhouseCreated'; data: { farmhouseId: string; farmlandId: string } & FarmhouseFields }
  | { type: 'FarmhouseUpdated'; data: { farmhouseId: string; farmlandId: string } & FarmhouseFields }
  | { type: 'FarmhouseStatusChanged'; data: { farmhouseId: string; farmlandId: string; isActive: boolean } }
  | { type: 'FarmhouseFeaturedChanged'; data: { farmhouseId: string; farmlandId: string; isFeatured: boolean } };

export type FarmhouseCommand =
  | { type: 'CreateFarmhouse'; data: { farmhouseId: string; farmlandId: string } & FarmhouseFields; farmlandExists: boolean }
  | { type: 'UpdateFarmhouse'; data: FarmhouseFields }
  | { type: 'ToggleFarmhouseStatus' }
  | { type: 'ToggleFarmhouseFeatured' };

export type FarmhouseState =
  | { status: 'none' }
  | ({ status: 'created'; farmhouseId: string; farmlandId: string; isActive: boolean; isFeatured: boolean } & FarmhouseFields);

function cleanFarmhouse(fields: FarmhouseFields): FarmhouseFields {
  const r = farmhouseFieldsSchema.safeParse(fields);
  if (!r.success) throw validation(firstIssue(r.error));
  return r.data;
}

export const farmhouseDecider: Decider<FarmhouseState, FarmhouseCommand, FarmhouseEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'FarmhouseCreated':
        return { status: 'created', ...event.data, isActive: true, isFeatured: false };
      case 'FarmhouseUpdated':
        return state.status === 'created' ? { ...state, ...event.data } : state;
      case 'FarmhouseStatusChanged':
        return state.status === 'created' ? { ...state, isActive: event.data.isActive } : state;
      case 'FarmhouseFeaturedChanged':
        return state.status === 'created' ? { ...state, isFeatured: event.data.isFeatured } : state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    requireForumAdmin(ctx);
    if (command.type === 'CreateFarmhouse') {
      if (state.status !== 'none') throw conflict('ALREADY_EXISTS', M.alreadyExists);
      if (!command.farmlandExists) throw notFound(M.communityNotFound);
      const { farmhouseId, farmlandId } = command.data;
      return [{ type: 'FarmhouseCreated', data: { farmhouseId, farmlandId, ...cleanFarmhouse(command.data) } }];
    }
    if (state.status !== 'created') throw notFound(M.communityNotFound);
    const { farmhouseId, farmlandId } = state;
    switch (command.type) {
      case 'UpdateFarmhouse':
        return [{ type: 'FarmhouseUpdated', data: { farmhouseId, farmlandId, ...cleanFarmhouse(command.data) } }];
      case 'ToggleFarmhouseStatus':
        return [{ type: 'FarmhouseStatusChanged', data: { farmhouseId, farmlandId, isActive: !state.isActive } }];
      case 'ToggleFarmhouseFeatured':
        return [{ type: 'FarmhouseFeaturedChanged', data: { farmhouseId, farmlandId, isFeatured: !state.isFeatured } }];
      default:
        return assertNever(command);
    }
  },
};

/** What other deciders need to know about a farmhouse (post type rules, whether it is open). */
export type FarmhouseFacts = { exists: boolean; isActive: boolean; farmlandId: string; allowedPostTypes: AllowedPostTypes };
export const farmhouseFacts = (s: FarmhouseState): FarmhouseFacts =>
  s.status === 'created'
    ? { exists: true, isActive: s.isActive, farmlandId: s.farmlandId, allowedPostTypes: s.allowedPostTypes }
    : { exists: false, isActive: false, farmlandId: '', allowedPostTypes: 'both' };
