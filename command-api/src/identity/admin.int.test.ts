import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.command.inject({ method: 'POST', url: '/api/auth/register', payload: { commandId: newCommandId(), username: 'kiran', email: 'kiran@example.in', password: 'long-enough' } });
});
afterAll(async () => t?.stop());

const post = (url: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.command.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: { commandId: newCommandId(), ...payload } });

describe('user management (admin control panel)', () => {
  it('lets a platform super admin change roles and plans, which the next login carries', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    const roles = await post('/api/admin/users/roles', admin, { email: 'Kiran@example.in', roles: ['user', 'TicketsHandler'] });
    expect(roles.statusCode).toBe(200);
    const plans = await post('/api/admin/users/payment-status', admin, { email: 'kiran@example.in', paymentStatus: ['allaccess2026', '2025custom1234567812345678'] });
    expect(plans.statusCode).toBe(200);
    const looked = await t.query.inject({ method: 'GET', url: `/api/admin/users?email=kiran@example.in&after=${plans.json().position}`, headers: { cookie: admin } });
    expect(looked.json()).toMatchObject({ roles: ['user', 'TicketsHandler'], paymentStatus: ['allaccess2026', '2025custom1234567812345678'] });
    const login = await t.command.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'kiran@example.in', password: 'long-enough' } });
    expect(login.json().user.roles).toEqual(['user', 'TicketsHandler']);
  });

  it('refuses unknown roles and plans with the spec messages', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    expect((await post('/api/admin/users/roles', admin, { email: 'kiran@example.in', roles: ['God'] })).json()).toMatchObject({ status: 400, detail: 'Invalid User Roles' });
    expect((await post('/api/admin/users/payment-status', admin, { email: 'kiran@example.in', paymentStatus: ['free-forever'] })).json()).toMatchObject({ status: 400, detail: 'Invalid Payment Status' });
    expect((await post('/api/admin/users/roles', admin, { email: 'nobody@example.in', roles: ['user'] })).statusCode).toBe(404);
  });

  it('answers a guest 401 and anyone else 403, on commands and on the look-up', async () => {
    expect((await post('/api/admin/users/roles', undefined, { email: 'kiran@example.in', roles: ['PlatformSuperAdmin'] })).statusCode).toBe(401);
    const handler = t.sessionCookie(['user', 'TicketsHandler', 'Auditor']).cookie;
    expect((await post('/api/admin/users/roles', handler, { email: 'kiran@example.in', roles: ['PlatformSuperAdmin'] })).statusCode).toBe(403);
    expect((await t.query.inject({ method: 'GET', url: '/api/admin/users?email=kiran@example.in', headers: { cookie: handler } })).statusCode).toBe(403);
    expect((await t.query.inject({ method: 'GET', url: '/api/admin/users?email=kiran@example.in' })).statusCode).toBe(401);
  });
});
