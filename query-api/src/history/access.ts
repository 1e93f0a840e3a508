import type { FastifyRequest } from 'fastify';
import { forbidden, hasPermission, type Permission } from '@exam/domain';
import { requireActor } from '@exam/infra';

/** The caller holding any of these permissions (read access is shared by several staff roles), or 401/403. */
export function requireAny(req: FastifyRequest, ...permissions: Permission[]) {
  const actor = requireActor(req);
  if (!permissions.some((p) => hasPermission(actor.roles, p))) throw forbidden();
  return actor;
}
/** Staff who may read a question's history and reports: auditors, resolvers, question admins. */
export const HISTORY_READERS: Permission[] = ['questions.history', 'questions.resolve', 'questions.admin', 'audit.read'];
