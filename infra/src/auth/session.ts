import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the signed session cookie carries. Roles are fixed at login; a new login picks up changes. */
export type Session = { userId: string; email: string; username: string; roles: string[]; paymentStatuses: string[]; exp: number };

export const SESSION_COOKIE = 'exam_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `payload.signature`, shared by command-api, query-api and the Socket.IO handshake. */
export function encodeSession(s: Omit<Session, 'exp'>, secret: string, nowMs: number): string {
  const payload = b64(JSON.stringify({ ...s, exp: Math.floor(nowMs / 1000) + SESSION_TTL_SECONDS }));
  return `${payload}.${sign(payload, secret)}`;
}

export function decodeSession(token: string | undefined, secret: string, nowMs: number): Session | null {
  if (!token) return null;
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const s = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Session;
    if (typeof s.exp !== 'number' || s.exp * 1000 < nowMs) return null;
    return s;
  } catch {
    return null;
  }
}

/** Reads one cookie from a raw Cookie header (the Socket.IO handshake has no cookie parser). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}
