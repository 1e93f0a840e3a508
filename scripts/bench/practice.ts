import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { STUDENT_NOTICE_VIEW } from '@exam/domain';
import { comparePositions } from '@exam/infra';
import { runLoad } from './load';
import { type BenchContext, percentile, round, type Scenario } from './types';

const STUDENTS = 1000;
const ANSWERS_PER_STUDENT = 10;
const CONCURRENCY = 50;

type Student = { cookie: string; userId: string; socket?: Socket };
type Question = { id: string; type: 'MCQ' | 'Numerical'; correctAnswer: string };
type Pending = { sent: number; position?: string };

async function inBatches<T>(items: T[], size: number, fn: (item: T, i: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map((x, j) => fn(x, i + j)));
}

/**
 * 1,000 students, each with the analytics dashboard open (a socket in `student:{userId}`), answer
 * 10 questions each over HTTP, at most one answer in flight per student. Measures the answer
 * command (throughput, latency) and the time from sending an answer to its dashboard push.
 */
export const practiceScenario: Scenario = {
  name: 'practice: 1,000 students answering, live dashboards',
  async run(ctx: BenchContext) {
    const t0 = performance.now();
    const students: Student[] = [];
    await inBatches(Array.from({ length: STUDENTS }, (_, i) => i), 20, async (i) => void students.push(await ctx.newStudent(`prac${i}`)));
    const registerSeconds = round((performance.now() - t0) / 1000, 1);
    ctx.log(`  registered ${students.length} students in ${registerSeconds}s`);

    const bank = await fetch(`${ctx.baseUrl}/api/questions?limit=200`).then((r) => r.json() as Promise<{ questions: Question[] }>);
    if (bank.questions.length < 50) throw new Error(`expected the demo bank, got ${bank.questions.length} questions`);

    // the push side: one dashboard socket per student, in their own room
    const pending = new Map<string, Pending>();
    const lastNotice = new Map<string, { at: number; position: string }>();
    const pushLatencies: number[] = [];
    const settle = (userId: string, p: Pending, at: number) => {
      pushLatencies.push(at - p.sent);
      pending.delete(userId);
    };
    await inBatches(students, 50, async (s) => {
      const socket = connect(ctx.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: s.cookie }, reconnection: false });
      s.socket = socket;
      await new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => socket.emit('join', `student:${s.userId}`, (ack: { ok: boolean }) => (ack?.ok ? resolve() : reject(new Error('room refused')))));
      });
      socket.on('view:changed', (n: { view: string; position: string }) => {
        if (n.view !== STUDENT_NOTICE_VIEW) return;
        const at = performance.now();
        lastNotice.set(s.userId, { at, position: n.position });
        const p = pending.get(s.userId);
        if (p?.position && comparePositions(n.position, p.position) >= 0) settle(s.userId, p, at);
      });
    });
    ctx.log(`  ${students.length} dashboard sockets joined`);

    // the command side: worker w answers for students w, w+C, …, one answer at a time per student
    const total = STUDENTS * ANSWERS_PER_STUDENT;
    const load = await runLoad({
      concurrency: CONCURRENCY, total,
      op: async (_w, i) => {
        const s = students[i % STUDENTS];
        while (pending.has(s.userId)) await new Promise((r) => setTimeout(r, 2)); // previous push not seen yet
        const q = bank.questions[(i * 7 + Math.floor(i / STUDENTS)) % bank.questions.length];
        const answer = q.type === 'MCQ' ? String(1 + (i % 4)) : i % 2 ? q.correctAnswer : '0';
        const p: Pending = { sent: performance.now() };
        pending.set(s.userId, p);
        const r = await fetch(`${ctx.commandUrl}/api/practice/answers`, {
          method: 'POST', headers: { 'content-type': 'application/json', cookie: s.cookie },
          body: JSON.stringify({ commandId: randomUUID(), questionId: q.id, answer, seconds: 30 + (i % 90), mode: 'practice' }),
        });
        if (!r.ok) {
          pending.delete(s.userId);
          throw new Error(`answer: HTTP ${r.status} ${(await r.text()).slice(0, 200)}`);
        }
        p.position = String((await r.json()).position);
        const seen = lastNotice.get(s.userId);
        // the push may beat the HTTP answer home
        if (seen && seen.at >= p.sent && comparePositions(seen.position, p.position) >= 0) settle(s.userId, p, seen.at);
      },
    });
    const deadline = Date.now() + 30_000;
    while (pending.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const missing = pending.size;
    students.forEach((s) => s.socket?.close());

    return {
      name: this.name,
      metrics: {
        students: STUDENTS, answers: load.ops, failures: load.failures, ...(load.firstError ? { 'first error': load.firstError } : {}),
        'answer commands/s': load.perSecond, 'answer p50 ms': load.p50, 'answer p99 ms': load.p99,
        'answer → dashboard push p50 ms': round(percentile(pushLatencies, 50), 1),
        'answer → dashboard push p99 ms': round(percentile(pushLatencies, 99), 1),
        'pushes missing after 30 s': missing,
        'registration s (setup)': registerSeconds,
      },
      notes: [`${CONCURRENCY} concurrent HTTP clients straight to command-api; pushes measured on the students' own sockets via query-api`],
    };
  },
};
