import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, encodeSession, problemPlugin, SESSION_COOKIE, sessionPlugin } from '@exam/infra';
import { aiRoutes } from './routes';

const SECRET = 'ai-test-secret-ai-test-secret-123456';
/** A local server speaking the OpenAI chat-completions API: nothing leaves the machine. */
const seen: Array<{ auth?: string; body: any }> = [];
let reply: (body: any) => { status: number; json: unknown } = () => ({ status: 200, json: { choices: [{ message: { role: 'assistant', content: 'Step 1: 10% of 50 is 5.' } }] } });
const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw);
    seen.push({ auth: req.headers.authorization, body });
    const out = req.url === '/v1/chat/completions' ? reply(body) : { status: 404, json: { error: { message: 'no such route' } } };
    res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.json));
  });
});

async function app(ai?: { url: string; apiKey?: string; model: string }) {
  const a = Fastify({ loggerInstance: createLogger('test', 'silent') });
  a.setValidatorCompiler(validatorCompiler);
  a.setSerializerCompiler(serializerCompiler);
  await a.register(cookie);
  await a.register(problemPlugin);
  await a.register(sessionPlugin, { secret: SECRET });
  await a.register(aiRoutes({ ai }));
  return a;
}
const as = (...roles: string[]) => `${SESSION_COOKIE}=${encodeURIComponent(encodeSession({ userId: 'u1', email: 'a@x.in', username: 'a', roles, paymentStatuses: [] }, SECRET, Date.now()))}`;
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

const draft = { exam: 'IPMAT Indore', question: 'What is 10% of 50?', options: ['5', '10', '15', '50'], correctAnswer: '1' };

describe('AI helpers over an OpenAI-compatible API', () => {
  it('generates a solution with the configured model and key, for the AI-solution role only', async () => {
    const a = await app({ url, apiKey: 'k-123', model: 'test-model' });
    const r = await a.inject({ method: 'POST', url: '/api/ai/solution', headers: { cookie: as('QA_AISolution') }, payload: draft });
    expect(r.json()).toEqual({ success: true, solution: 'Step 1: 10% of 50 is 5.' });
    const call = seen[seen.length - 1];
    expect(call.auth).toBe('Bearer k-123');
    expect(call.body.model).toBe('test-model');
    expect(call.body.messages[1].content).toContain('What is 10% of 50?');
    expect(call.body.messages[1].content).toContain('1. 5');
    expect((await a.inject({ method: 'POST', url: '/api/ai/solution', headers: { cookie: as('QA_Club') }, payload: draft })).statusCode).toBe(403);
    expect((await a.inject({ method: 'POST', url: '/api/ai/solution', payload: draft })).statusCode).toBe(401);
  });

  it('improves a question (JSON answer) for the club role and reads images as LaTeX', async () => {
    const a = await app({ url, model: 'm' });
    reply = () => ({ status: 200, json: { choices: [{ message: { content: '```json\n{"question":"What is 10 percent of 50?","options":["5","10","15","50"],"solution":"5"}\n```' } }] } });
    const r = await a.inject({ method: 'POST', url: '/api/ai/improve', headers: { cookie: as('QA_Club') }, payload: draft });
    expect(r.json()).toEqual({ success: true, question: 'What is 10 percent of 50?', options: ['5', '10', '15', '50'], solution: '5' });
    reply = () => ({ status: 200, json: { choices: [{ message: { content: '\\frac{1}{2}' } }] } });
    const img = await a.inject({ method: 'POST', url: '/api/ai/image-to-latex', headers: { cookie: as('QA_User') }, payload: { image: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(img.json()).toEqual({ success: true, text: '\\frac{1}{2}' });
    expect(seen[seen.length - 1].body.messages[1].content[1]).toEqual({ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect((await a.inject({ method: 'POST', url: '/api/ai/image-to-latex', headers: { cookie: as('QA_User') }, payload: { image: 'http://example.com/x.png' } })).statusCode).toBe(400);
  });

  it("answers a clear problem when the AI service fails, and 'not configured' without one", async () => {
    reply = () => ({ status: 500, json: { error: { message: 'model overloaded' } } });
    const a = await app({ url, model: 'm' });
    const failed = await a.inject({ method: 'POST', url: '/api/ai/solution', headers: { cookie: as('QA_AISolution') }, payload: draft });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'AI_FAILED', detail: 'The AI helper failed: model overloaded' });
    const none = await (await app()).inject({ method: 'POST', url: '/api/ai/solution', headers: { cookie: as('QA_AISolution') }, payload: draft });
    expect(none.statusCode).toBe(503);
    expect(none.headers['content-type']).toContain('application/problem+json');
    expect(none.json()).toMatchObject({ code: 'AI_NOT_CONFIGURED', detail: 'AI helpers are not configured' });
  });
});
