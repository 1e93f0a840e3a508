import { userDecider, userStream, usernameStream } from '@exam/domain';
import { hashPassword } from '@exam/infra';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { userIdForEmail } from '../identity/routes';
import { usernameDecider } from '../identity/username';
import type { SeedContext } from './index';

/** The demo accounts printed by `pnpm start` and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'student@demo.in', username: 'demo_student', password: 'student-pass-1', roles: ['user'], paymentStatuses: ['allaccess2026'], label: 'student' },
  { email: 'student2@demo.in', username: 'demo_student2', password: 'student-pass-2', roles: ['user'], paymentStatuses: [], label: 'second student' },
  { email: 'support@demo.in', username: 'demo_support', password: 'support-pass-1', roles: ['user', 'TicketsHandler'], paymentStatuses: [], label: 'tickets handler' },
  { email: 'support2@demo.in', username: 'demo_support2', password: 'support-pass-2', roles: ['user', 'TicketsHandler'], paymentStatuses: [], label: 'second tickets handler' },
  { email: 'admin@demo.in', username: 'demo_admin', password: 'admin-pass-1', roles: ['user', 'PlatformSuperAdmin', 'TestingPerson', 'QA_SuperAdmin', 'QA_User', 'QA_ReportIpmat', 'QA_ReportCuet', 'ForumAdmin', 'TicketsHandler'], paymentStatuses: ['allaccess2026'], label: 'super admin' },
  { email: 'auditor@demo.in', username: 'demo_auditor', password: 'auditor-pass-1', roles: ['user', 'Auditor'], paymentStatuses: [], label: 'auditor' },
] as const;

export async function seedAccounts({ eventStore, log }: SeedContext) {
  for (const a of DEMO_ACCOUNTS) {
    const userId = userIdForEmail(a.email);
    const commandId = deterministicUuid(`seed:account:${a.email}`);
    const envelope = { commandId, correlationId: commandId, actor: null, now: new Date() };
    if (await eventStore.findCommand(commandId)) continue;
    await handleCommand({ eventStore, log }, {
      stream: usernameStream(a.username), decider: usernameDecider, record: false,
      command: { type: 'ClaimUsername', data: { username: a.username, userId } }, envelope,
    });
    await handleCommand({ eventStore, log }, {
      stream: userStream(userId), decider: userDecider, envelope,
      command: { type: 'RegisterUser', data: { userId, email: a.email, username: a.username, passwordHash: await hashPassword(a.password), roles: [...a.roles], paymentStatuses: [...a.paymentStatuses] } },
    });
  }
}
