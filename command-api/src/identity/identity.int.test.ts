import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp({ authRateLimit: 5 })));
afterAll(async () => t?.stop());

const register = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.command.inject({ method: 'POST', url: '/api/auth/register', payload: { commandId: newCommandId(), ...body }, remoteAddress: ip });
const login = (email: string, password: string, ip = '10.0.0.2') =>
  t.command.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('accounts and sessions', () => {
  it('registers, logs in with an httpOnly cookie, and the query side knows the user', async () => {
    const r = await register({ username: 'asha_k', email: 'Asha@Example.in', password: 'long-enough' });
    expect(r.statusCode).toBe(201);
    expect(r.json().user).toMatchObject({ username: 'asha_k', email: 'asha@example.in', roles: ['user'] });
    const l = await login('asha@example.in', 'long-enough');
    expect(l.statusCode).toBe(200);
    const setCookie = String(l.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(';')[0];
    const me = await t.query.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ username: 'asha_k' });
    const tampered = await t.query.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie.slice(0, -3) + 'xyz' } });
    expect(tampered.statusCode).toBe(401);
    await t.settle();
    expect(await t.readStore.get('users', r.json().user.userId)).toMatchObject({ username: 'asha_k' });
    expect(await t.readStore.get('users', r.json().user.userId)).not.toHaveProperty('passwordHash');
  });

  it('validates username, password and email with the spec limits', async () => {
    expect((await register({ username: 'ab', email: 'a@b.in', password: 'long-enough' })).json().detail).toBe('Username must be 3 to 30 characters');
    expect((await register({ username: 'a'.repeat(31), email: 'a@b.in', password: 'long-enough' })).json().detail).toBe('Username must be 3 to 30 characters');
    expect((await register({ username: 'abc', email: 'a@b.in', password: 'short' })).json().detail).toBe('Password must be at least 8 characters');
    expect((await register({ username: 'abc', email: 'not-an-email', password: 'long-enough' })).json().detail).toBe('Please enter a valid email');
  });

  it('refuses a taken e-mail or username and keeps the first account', async () => {
    await register({ username: 'ravi_1', email: 'ravi@example.in', password: 'long-enough' }, '10.0.1.1');
    const sameEmail = await register({ username: 'ravi_2', email: 'ravi@example.in', password: 'other-pass' }, '10.0.1.1');
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail).toBe('An account with this email already exists');
    const sameName = await register({ username: 'RAVI_1', email: 'ravi.other@example.in', password: 'long-enough' }, '10.0.1.1');
    expect(sameName.json()).toMatchObject({ status: 409, detail: 'This username is already taken' });
    // the failed e-mail attempt gave its username back
    expect((await register({ username: 'ravi_2', email: 'ravi2@example.in', password: 'long-enough' }, '10.0.1.2')).statusCode).toBe(201);
    expect((await login('ravi@example.in', 'long-enough', '10.0.1.3')).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    await register({ username: 'meera', email: 'meera@example.in', password: 'long-enough' }, '10.0.2.1');
    const wrong = await login('meera@example.in', 'not-the-password', '10.0.2.2');
    const unknown = await login('nobody@example.in', 'not-the-password', '10.0.2.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rate-limits login attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login('meera@example.in', 'guess-' + i, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
