import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { type BenchContext, percentile, round, type Scenario } from './types';

const EDITS = 100;

/**
 * Version history: one question edited 100 times by an admin while an auditor watches its room.
 * Measures save → live push to the auditor, and the history reads (versions, as-of an instant, diff)
 * on a 101-version stream, all folded from the question's own events.
 */
export const historyScenario: Scenario = {
  name: 'question history (100 edits, live push, replay reads)',
  async run(ctx: BenchContext) {
    const admin = await ctx.login('admin@demo.in', 'admin-pass-1');
    const auditor = await ctx.login('auditor@demo.in', 'auditor-pass-1');
    const post = async (path: string, body: object) => {
      const r = await fetch(`${ctx.commandUrl}${path}`, { method: 'POST', headers: { cookie: admin, 'content-type': 'application/json' }, body: JSON.stringify({ commandId: randomUUID(), ...body }) });
      if (!r.ok) throw new Error(`${path}: HTTP ${r.status} ${(await r.text()).slice(0, 200)}`);
      return (await r.json()) as { questionId?: string; position: string };
    };
    const fields = { exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy', question: `Bench question ${randomUUID()}`, option1: '1', option2: '2', option3: '3', option4: '4', correctAnswer: '1', solution: 's0' };
    const { questionId } = await post('/api/authoring/questions', { fields });
    const socket = connect(ctx.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: auditor }, reconnection: false });
    await new Promise((r) => socket.emit('join', `question:${questionId}`, r));
    // a notice can arrive before the command's answer: keep every arrival by position
    const arrivals = new Map<string, number>();
    socket.on('view:changed', (n: { view: string; position: string }) => {
      if (n.view === 'question_index') arrivals.set(n.position, performance.now());
    });
    const push: number[] = [];
    const instants: string[] = [];
    for (let i = 1; i <= EDITS; i++) {
      const t = performance.now();
      const answer = await post(`/api/authoring/questions/${questionId}/admin-update`, { fields: { solution: `solution ${i}`, ...(i % 10 === 0 ? { correctAnswer: String((i / 10) % 4 + 1) } : {}) }, note: `edit ${i}` });
      for (const deadline = Date.now() + 5000; !arrivals.has(answer.position) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 2));
      const at = arrivals.get(answer.position);
      if (at !== undefined) push.push(at - t);
      instants.push(new Date().toISOString());
    }
    socket.close();
    const read = async (label: string, path: () => string) => {
      const samples: number[] = [];
      for (let i = 0; i < 40; i++) {
        const t = performance.now();
        const r = await fetch(`${ctx.baseUrl}${path()}`, { headers: { cookie: auditor } });
        if (!r.ok) throw new Error(`${label}: HTTP ${r.status}`);
        await r.arrayBuffer();
        if (i >= 5) samples.push(performance.now() - t);
      }
      return { [`${label} p50 ms`]: round(percentile(samples, 50)), [`${label} p99 ms`]: round(percentile(samples, 99)) };
    };
    let k = 0;
    return {
      name: this.name,
      metrics: {
        'save → auditor push p50 ms': round(percentile(push, 50)), 'save → auditor push p99 ms': round(percentile(push, 99)), 'pushes seen': `${push.length}/${EDITS}`,
        ...(await read('versions (101)', () => `/api/question-history/${questionId}/versions`)),
        ...(await read('as of an instant', () => `/api/question-history/${questionId}/at?time=${encodeURIComponent(instants[(k++ * 7) % EDITS])}`)),
        ...(await read('diff v0→v100', () => `/api/question-history/${questionId}/diff?from=0&to=${EDITS}`)),
      },
    };
  },
};
