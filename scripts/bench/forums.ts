import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { LEADERBOARD_ROOM, postStream, type VoteDirection } from '@exam/domain';
import { comparePositions, createPool, createPostgresEventStore } from '@exam/infra';
import { runLoad } from './load';
import { type BenchContext, percentile, round, type Scenario } from './types';

const VOTERS = 500;
const HOT_POSTS = 20;
const PROBES = 60;
const SEARCH_POSTS = 100_000;

type Student = Awaited<ReturnType<BenchContext['newStudent']>>;
type Answer = { position: string; vote?: VoteDirection | null; postId?: string };

async function send(ctx: BenchContext, cookie: string, path: string, body: Record<string, unknown> = {}): Promise<Answer> {
  const r = await fetch(`${ctx.commandUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ commandId: randomUUID(), ...body }) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json() as Promise<Answer>;
}

/** A fresh farmland and farmhouse (admin) for this run. */
async function community(ctx: BenchContext, admin: string) {
  const farmlandId = `bench-${randomUUID().slice(0, 8)}`;
  const farmhouseId = `${farmlandId}-hot`;
  await send(ctx, admin, '/api/forums/farmlands', { farmlandId, title: 'Bench land', description: 'Bench' });
  await send(ctx, admin, '/api/forums/farmhouses', { farmhouseId, farmlandId, title: 'Hot posts', description: 'Bench', allowedPostTypes: 'both' });
  return farmhouseId;
}

async function students(ctx: BenchContext, label: string, n: number): Promise<Student[]> {
  const out: Student[] = [];
  await runLoad({ concurrency: 16, total: n, op: async (_w, i) => void (out[i] = await ctx.newStudent(`${label}${i}`)) });
  if (out.filter(Boolean).length !== n) throw new Error(`registered ${out.filter(Boolean).length} of ${n} ${label}s`);
  return out;
}

async function authorPost(ctx: BenchContext, author: Student, farmhouseId: string, title: string) {
  await send(ctx, author.cookie, `/api/forums/farmhouses/${farmhouseId}/join`);
  return (await send(ctx, author.cookie, '/api/forums/posts', { farmhouseId, title, description: 'Vote on me', type: 'discussion' })).postId!;
}

/**
 * 500 users voting on 20 hot posts at once (each user on every post, some clicking again to remove
 * or switch). Lost votes: the read model's sums after settling against what the answers said each
 * user's final vote was. Leaderboard push latency: probe upvotes on fresh authors (below the daily
 * cap, so each one changes the board) during the storm, from HTTP answer to the push at a client.
 */
export const forumVotes: Scenario = {
  name: 'forum votes (500 users x 20 hot posts)',
  async run(ctx) {
    const admin = await ctx.login('admin@demo.in', 'admin-pass-1');
    const farmhouseId = await community(ctx, admin);
    ctx.log(`  registering ${VOTERS} voters, ${HOT_POSTS} authors and ${PROBES} probe authors…`);
    const voters = await students(ctx, 'voter', VOTERS);
    const authors = await students(ctx, 'author', HOT_POSTS);
    const probeAuthors = await students(ctx, 'probe', PROBES);
    const hot = await Promise.all(authors.map((a, i) => authorPost(ctx, a, farmhouseId, `Hot post ${i}`)));
    const probes = await Promise.all(probeAuthors.map((a, i) => authorPost(ctx, a, farmhouseId, `Probe post ${i}`)));

    const socket = connect(ctx.baseUrl, { transports: ['websocket'] });
    await new Promise<void>((r) => socket.emit('join', LEADERBOARD_ROOM, () => r()));
    const pushes: Array<{ position: string; ids: string[]; at: number }> = [];
    socket.on('view:changed', (n: { position: string; ids: string[] }) => pushes.push({ ...n, at: performance.now() }));

    // final vote per (voter, post) as the server answered it
    const finals = new Map<string, VoteDirection | null>();
    let maxPosition = '0:0';
    const track = (a: Answer) => void (comparePositions(a.position ?? '0:0', maxPosition) > 0 && (maxPosition = a.position));
    const probeSamples: Array<{ authorId: string; position: string; at: number }> = [];
    let stormDone = false;
    const prober = (async () => {
      for (let i = 0; i < PROBES && !stormDone; i++) {
        const a = await send(ctx, voters[i].cookie, '/api/forums/votes', { targetType: 'post', targetId: probes[i], direction: 'up' });
        probeSamples.push({ authorId: probeAuthors[i].userId, position: a.position, at: performance.now() });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const load = await runLoad({
      concurrency: VOTERS, total: VOTERS,
      op: async (w) => {
        const v = voters[w];
        const order = hot.map((_, i) => (i + w) % HOT_POSTS);
        for (const p of order) {
          const first: VoteDirection = (w + p) % 5 === 0 ? 'down' : 'up';
          let a = await send(ctx, v.cookie, '/api/forums/votes', { targetType: 'post', targetId: hot[p], direction: first });
          track(a);
          // a tenth click again (removes), another tenth switch
          const again = (w * 7 + p) % 10;
          if (again === 0 || again === 1) {
            a = await send(ctx, v.cookie, '/api/forums/votes', { targetType: 'post', targetId: hot[p], direction: again === 0 ? first : first === 'up' ? 'down' : 'up' });
            track(a);
          }
          finals.set(`${w}:${p}`, a.vote ?? null);
        }
      },
    });
    stormDone = true;
    await prober;
    const commands = [...finals.keys()].length + Math.round(finals.size * 0.2);

    // settle: read each hot post at the last vote's position (the query waits for the projection)
    let lost = 0;
    for (const [p, id] of hot.entries()) {
      let body: { stale: boolean; post: { votes: { upvotes: number; downvotes: number } } };
      for (let tries = 0; ; tries++) {
        body = await (await fetch(`${ctx.baseUrl}/api/forums/posts/${id}?after=${maxPosition}`)).json();
        if (!body.stale || tries > 20) break;
      }
      const want = { up: 0, down: 0 };
      for (let w = 0; w < VOTERS; w++) {
        const f = finals.get(`${w}:${p}`);
        if (f) want[f]++;
      }
      lost += Math.abs(want.up - body!.post.votes.upvotes) + Math.abs(want.down - body!.post.votes.downvotes);
    }

    const latencies = probeSamples.map((s) => {
      const hit = pushes.find((n) => n.ids.includes(s.authorId) && comparePositions(n.position, s.position) >= 0);
      return hit ? Math.max(0, hit.at - s.at) : NaN;
    });
    const ok = latencies.filter((l) => !Number.isNaN(l));
    socket.close();
    return {
      name: this.name,
      metrics: {
        'vote commands': load.ops === VOTERS ? commands : `${load.ops} of ${VOTERS} voters finished`,
        'votes/s': round(commands / load.seconds, 0),
        'storm seconds': load.seconds,
        'failed voters': load.failures,
        'lost votes (read model vs answers)': lost,
        'leaderboard pushes seen': pushes.length,
        'leaderboard push p50 ms': round(percentile(ok, 50), 1),
        'leaderboard push p99 ms': round(percentile(ok, 99), 1),
        'probes without a push': latencies.length - ok.length,
      },
      notes: load.firstError ? [load.firstError] : undefined,
    };
  },
};

/** Search suggestions over 100,000 posts (appended straight to the log, then projected). */
export const forumSearch: Scenario = {
  name: 'forum search suggestions (100,000 posts)',
  async run(ctx) {
    const admin = await ctx.login('admin@demo.in', 'admin-pass-1');
    const farmhouseId = await community(ctx, admin);
    const pool = createPool(ctx.databaseUrl, 20);
    const es = await createPostgresEventStore(pool, { connectionString: ctx.databaseUrl });
    const words = ['probability', 'permutation', 'geometry', 'algebra', 'arithmetic', 'parajumble', 'tournament', 'arrangement', 'inequality', 'logarithm', 'percentage', 'interest', 'mixture', 'quadratic', 'sequence'];
    ctx.log(`  appending ${SEARCH_POSTS} posts…`);
    let last = '0:0';
    await runLoad({
      concurrency: 20, total: SEARCH_POSTS,
      op: async (_w, i) => {
        const postId = randomUUID();
        const title = `${words[i % 15]} ${words[(i * 7) % 15]} doubt number ${i} code${(i * 7919) % 100000}`;
        const data = { postId, farmlandId: farmhouseId.replace(/-hot$/, ''), farmhouseId, author: { userId: `bench-${i % 3000}`, email: `b${i % 3000}@bench.in`, username: `bench_${i % 3000}` }, images: [], title, description: 'Bench post', type: 'discussion', tags: [], links: [] };
        const r = await es.appendToStream(postStream(postId), [{ id: randomUUID(), type: 'PostCreated', data, metadata: { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: new Date().toISOString() } }], { expectedRevision: 'no_stream' });
        if (comparePositions(r.position, last) > 0) last = r.position;
      },
    });
    const t = performance.now();
    for (;;) {
      const cp = await pool.query(`select position from projection_checkpoints where name = 'forums'`);
      if (cp.rows[0] && comparePositions(cp.rows[0].position, last) >= 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const projectSeconds = (performance.now() - t) / 1000;
    const queries = ['prob', 'geometry alg', 'code12', 'tourn', 'quadratic seq', 'zz', 'doubt'];
    const lat: number[] = [];
    let found = 0;
    for (let i = 0; i < 300; i++) {
      const s = performance.now();
      const r = await (await fetch(`${ctx.baseUrl}/api/forums/search-suggestions?q=${encodeURIComponent(queries[i % queries.length])}`)).json();
      lat.push(performance.now() - s);
      found += r.results.length > 0 ? 1 : 0;
    }
    await es.close();
    await pool.end();
    return {
      name: this.name,
      metrics: { posts: SEARCH_POSTS, 'projection catch-up s': round(projectSeconds, 1), 'suggestion p50 ms': round(percentile(lat, 50), 1), 'suggestion p99 ms': round(percentile(lat, 99), 1), 'queries with results': `${found}/300` },
    };
  },
};
