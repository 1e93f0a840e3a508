import { atom } from 'jotai';
import { api, ApiError } from '../../lib/http';
import { renewSocket } from '../../lib/socket';

export type User = {
  userId: string;
  email: string;
  username: string;
  roles: string[];
  paymentStatuses: string[];
};

export type Session =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: User };

const sessionBaseAtom = atom<Session>({ status: 'loading' });

/** Read-only: who is using the app, or that we do not know yet. */
export const sessionAtom = atom((get) => get(sessionBaseAtom));

/** The signed-in user, or null while loading or anonymous. */
export const userAtom = atom((get) => {
  const s = get(sessionBaseAtom);
  return s.status === 'authenticated' ? s.user : null;
});

/** Roles of the signed-in user; empty for guests, so `hasPermission` simply answers false. */
export const rolesAtom = atom((get) => get(userAtom)?.roles ?? []);

export const loadSessionAtom = atom(null, async (_get, set) => {
  try {
    const { user } = await api.get<{ user: User }>('/api/auth/me');
    set(sessionBaseAtom, { status: 'authenticated', user });
  } catch (e) {
    // 401 is the normal guest answer; any other failure also leaves the visitor a guest,
    // because blocking the whole app on a flaky /me would be worse than showing Login.
    if (!(e instanceof ApiError && e.status === 401)) console.warn('Session check failed', e);
    set(sessionBaseAtom, { status: 'anonymous' });
  }
});

export type LoginInput = { email: string; password: string };
export type RegisterBody = { username: string; email: string; password: string };

export const loginAtom = atom(null, async (_get, set, input: LoginInput) => {
  const { user } = await api.post<{ user: User }>('/api/auth/login', input);
  set(sessionBaseAtom, { status: 'authenticated', user });
  renewSocket();
  return user;
});

export const registerAtom = atom(null, async (_get, set, input: RegisterBody) => {
  const { user } = await api.post<{ user: User }>('/api/auth/register', input);
  set(sessionBaseAtom, { status: 'authenticated', user });
  renewSocket();
  return user;
});

export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await api.post('/api/auth/logout');
  } finally {
    // even if the call failed, this tab must stop acting as the user
    set(sessionBaseAtom, { status: 'anonymous' });
    renewSocket();
  }
});
