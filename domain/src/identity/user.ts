import { z } from 'zod';
import { conflict, forbidden, validation } from '../core/errors';
import type { CommandContext, Decider } from '../core/types';
import { assertNever } from '../core/types';
import { isRole, PAYMENT_STATUSES } from './roles';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;

export const messages = {
  usernameLength: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters`,
  usernameChars: 'Username may contain only letters, digits, dots, dashes and underscores',
  passwordLength: `Password must be at least ${PASSWORD_MIN} characters`,
  email: 'Please enter a valid email',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  invalidRoles: 'Invalid User Roles',
  invalidPaymentStatus: 'Invalid Payment Status',
} as const;

export const registerInput = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN, messages.usernameLength)
    .max(USERNAME_MAX, messages.usernameLength)
    .regex(/^[A-Za-z0-9._-]+$/, messages.usernameChars),
  email: z.string().trim().toLowerCase().email(messages.email).max(254, messages.email),
  password: z.string().min(PASSWORD_MIN, messages.passwordLength).max(200),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, messages.email).max(254),
  password: z.string().min(1).max(200),
});

export type UserEvent =
  | { type: 'UserRegistered'; data: { userId: string; email: string; username: string; passwordHash: string; roles: string[]; paymentStatuses: string[]; registeredAt: string } }
  | { type: 'UserRolesChanged'; data: { userId: string; roles: string[] } }
  | { type: 'UserPaymentStatusesChanged'; data: { userId: string; paymentStatuses: string[] } };

export type UserCommand =
  | { type: 'RegisterUser'; data: { userId: string; email: string; username: string; passwordHash: string; roles?: string[]; paymentStatuses?: string[] } }
  | { type: 'ChangeUserRoles'; data: { roles: string[] } }
  | { type: 'ChangeUserPaymentStatuses'; data: { paymentStatuses: string[] } };

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; userId: string; email: string; username: string; passwordHash: string; roles: string[]; paymentStatuses: string[] };

const isPaymentStatus = (s: string) =>
  (PAYMENT_STATUSES as readonly string[]).includes(s) || /2025custom|2025cuet|2025_old_custom/.test(s);

function requireAdmin(ctx: CommandContext) {
  // a null actor is the system (seed); otherwise only a platform super admin manages users
  if (ctx.actor && !ctx.actor.roles.includes('PlatformSuperAdmin')) throw forbidden();
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', ...event.data };
      case 'UserRolesChanged':
        return state.status === 'registered' ? { ...state, roles: event.data.roles } : state;
      case 'UserPaymentStatusesChanged':
        return state.status === 'registered' ? { ...state, paymentStatuses: event.data.paymentStatuses } : state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'none') throw conflict('EMAIL_TAKEN', messages.emailTaken);
        const roles = command.data.roles ?? ['user'];
        if (roles.length && ctx.actor) requireAdmin(ctx);
        if (!roles.every(isRole)) throw validation(messages.invalidRoles);
        const paymentStatuses = command.data.paymentStatuses ?? [];
        if (!paymentStatuses.every(isPaymentStatus)) throw validation(messages.invalidPaymentStatus);
        const { userId, email, username, passwordHash } = command.data;
        return [{ type: 'UserRegistered', data: { userId, email, username, passwordHash, roles, paymentStatuses, registeredAt: ctx.now } }];
      }
      case 'ChangeUserRoles': {
        requireAdmin(ctx);
        if (state.status !== 'registered') throw validation('User not found');
        if (!command.data.roles.every(isRole)) throw validation(messages.invalidRoles);
        const roles = [...new Set(command.data.roles)];
        if (sameSet(roles, state.roles)) return [];
        return [{ type: 'UserRolesChanged', data: { userId: state.userId, roles } }];
      }
      case 'ChangeUserPaymentStatuses': {
        requireAdmin(ctx);
        if (state.status !== 'registered') throw validation('User not found');
        const paymentStatuses = [...new Set(command.data.paymentStatuses)];
        if (!paymentStatuses.every(isPaymentStatus)) throw validation(messages.invalidPaymentStatus);
        if (sameSet(paymentStatuses, state.paymentStatuses)) return [];
        return [{ type: 'UserPaymentStatusesChanged', data: { userId: state.userId, paymentStatuses } }];
      }
      default:
        return assertNever(command);
    }
  },
};

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Username reservations live in their own tiny streams so two sign-ups cannot take one name. */
export type UsernameEvent =
  | { type: 'UsernameClaimed'; data: { username: string; userId: string } }
  | { type: 'UsernameReleased'; data: { username: string; userId: string } };

export const userStream = (userId: string) => `user-${userId}`;
export const usernameStream = (username: string) => `username-${username.toLowerCase()}`;
