import type { Actor, TicketCommand, TicketPriority, TicketStatus, TicketTag } from '@exam/domain';
import { ticketDecider, ticketStream } from '@exam/domain';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { userIdForEmail } from '../identity/routes';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import type { SeedContext } from '../seed/index';

const actor = (email: string): Actor => {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return { userId: userIdForEmail(email), email, username: a.username, roles: [...a.roles] };
};
const S1 = 'student@demo.in';
const S2 = 'student2@demo.in';
const H1 = 'support@demo.in';
const H2 = 'support2@demo.in';

type Step = [hoursAgo: number, who: string, command: TicketCommand];
type Demo = { by: string; subject: string; message: string; priority: TicketPriority; tags: TicketTag[]; hoursAgo: number; steps?: Step[] };

const reply = (body: string, status?: TicketStatus): TicketCommand => ({ type: 'PostTicketMessage', data: { body, status } });
const take: TicketCommand = { type: 'AssignTicket', data: { mode: 'self' } };
const status = (s: TicketStatus): TicketCommand => ({ type: 'UpdateTicket', data: { status: s } });

/** A dozen tickets across statuses, priorities and tags, with conversations, some assigned to the demo tickets handler. */
const DEMO_TICKETS: Demo[] = [
  { by: S1, subject: 'Mock 4 solutions are not loading', message: 'After submitting IPMAT Indore Mock 4 the solutions page stays blank.', priority: 'high', tags: ['mocks'], hoursAgo: 30 },
  { by: S1, subject: 'Payment debited but plan not active', message: 'I paid for allaccess2026 this morning; the money was debited but my account still shows the free plan.', priority: 'urgent', tags: ['payment'], hoursAgo: 20,
    steps: [[19, H1, take], [18, H1, reply('Hello,\n\nThank you for reaching out. We are checking this with the payment gateway.')], [10, S1, reply('Any update? I have a mock tomorrow.')]] },
  { by: S2, subject: 'Timer resets when I switch tabs', message: 'In sectional tests the timer goes back to the start whenever I switch tabs.', priority: 'medium', tags: ['platform'], hoursAgo: 50,
    steps: [[44, H1, reply('Could you tell us which browser and version you use?', 'pending')]] },
  { by: S2, subject: 'Please add a dark mode', message: 'Studying at night would be easier with a dark theme.', priority: 'low', tags: ['featureRequest'], hoursAgo: 100 },
  { by: S1, subject: 'Wrong answer key for CUET ENG question 12', message: 'Option B is correct, the key says C.', priority: 'medium', tags: ['mocks', 'other'], hoursAgo: 120,
    steps: [[118, H2, take], [110, H2, reply('Thank you for reporting this question. The key has been corrected.', 'resolved')]] },
  { by: S1, subject: 'Cannot download my receipt', message: 'The receipt link in my profile gives an error.', priority: 'medium', tags: ['payment'], hoursAgo: 200,
    steps: [[190, H1, take], [188, H1, reply('The receipt has been mailed to you.', 'resolved')], [150, H1, status('closed')]] },
  { by: S2, subject: 'Leaderboard is not updating', message: 'My last three mocks do not show on the leaderboard.', priority: 'high', tags: ['platform'], hoursAgo: 8,
    steps: [[7, H2, take]] },
  { by: S1, subject: 'Sectional test submitted twice', message: 'My QA sectional shows two attempts; the second one has zero marks.', priority: 'urgent', tags: ['mocks'], hoursAgo: 6,
    steps: [[5, H1, take], [4, H1, reply('We can see both attempts and are removing the empty one.', 'pending')]] },
  { by: S2, subject: 'Mocks for IPMAT Rohtak', message: 'Will there be full mocks for IPMAT Rohtak this year?', priority: 'low', tags: ['featureRequest', 'mocks'], hoursAgo: 300,
    steps: [[280, H1, reply('Yes, five Rohtak mocks arrive next month.', 'resolved')]] },
  { by: S1, subject: 'The app logs me out every day', message: 'I have to log in again every morning.', priority: 'medium', tags: ['platform'], hoursAgo: 3,
    steps: [[2, S1, reply('It happened again just now.')], [1, S1, reply('I use Chrome on Android, if that helps.')]] },
  { by: S2, subject: 'Refund for a duplicate purchase', message: 'I bought the same plan twice by mistake.', priority: 'high', tags: ['payment'], hoursAgo: 400,
    steps: [[399, H1, take], [396, H1, reply('The duplicate payment has been refunded.', 'closed')]] },
  { by: S1, subject: 'Concept videos keep buffering', message: 'Videos under the solutions buffer every few seconds.', priority: 'low', tags: ['platform', 'mocks'], hoursAgo: 12,
    steps: [[11, H1, take], [11, H1, { type: 'UpdateTicket', data: { priority: 'medium' } }]] },
];

export async function seedTickets({ eventStore, log }: SeedContext) {
  const now = Date.now();
  for (const [n, t] of DEMO_TICKETS.entries()) {
    const ticketId = deterministicUuid(`seed:tickets:${n}`);
    const steps: Step[] = [[t.hoursAgo, t.by, { type: 'OpenTicket', data: { ticketId, subject: t.subject, message: t.message, priority: t.priority, tags: t.tags } }], ...(t.steps ?? [])];
    for (const [i, [hoursAgo, email, command]] of steps.entries()) {
      const commandId = deterministicUuid(`seed:tickets:${n}:${i}`);
      const envelope = { commandId, correlationId: commandId, actor: actor(email), now: new Date(now - hoursAgo * 3_600_000) };
      await handleCommand({ eventStore, log }, { stream: ticketStream(ticketId), decider: ticketDecider, command, envelope });
    }
  }
}
