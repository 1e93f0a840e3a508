import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, fold, loginInput, messages, registerInput, userDecider, userStream, usernameStream, type UserState } from '@exam/domain';
import { encodeSession, hashPassword, SESSION_COOKIE, SESSION_TTL_SECONDS, verifyPassword } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { usernameDecider } from './username';

/** A user's id follows from the e-mail: the user stream's `no_stream` check makes e-mails unique. */
export const userIdForEmail = (email: string) => deterministicUuid(`user:${email.trim().toLowerCase()}`);

type PublicUser = { userId: string; email: string; username: string; roles: string[]; paymentStatuses: string[] };

export const identityRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rate = { max: deps.authRateLimit ?? 20, timeWindow: '1 minute' };

  const startSession = (reply: FastifyReply, u: PublicUser) => {
    reply.setCookie(SESSION_COOKIE, encodeSession(u, deps.sessionSecret, Date.now()), {
      httpOnly: true, sameSite: 'lax', path: '/', secure: deps.secureCookies ?? false, maxAge: SESSION_TTL_SECONDS,
    });
    return u;
  };

  app.post('/api/auth/register', { schema: { body: withCommandId(registerInput.shape) }, config: { rateLimit: rate } }, async (req, reply) => {
    const { username, email, password } = req.body;
    const envelope = envelopeOf(req, req.body);
    const userId = userIdForEmail(email);
    const es = { eventStore: deps.eventStore, log: req.log };
    const claim = await handleCommand(es, {
      stream: usernameStream(username), decider: usernameDecider, record: false,
      command: { type: 'ClaimUsername', data: { username, userId } }, envelope,
    });
    try {
      const passwordHash = await hashPassword(password);
      const answer = await handleCommand(es, {
        stream: userStream(userId), decider: userDecider,
        command: { type: 'RegisterUser', data: { userId, email, username, passwordHash } },
        envelope: { ...envelope, actor: null },
      });
      const user = { userId, email, username, roles: ['user'], paymentStatuses: [] };
      reply.status(answer.duplicate ? 200 : 201);
      return { user: startSession(reply, user), revision: answer.revision, position: answer.position };
    } catch (err) {
      // the e-mail was taken: give back the username this request had just claimed
      if (err instanceof DomainError && claim.position !== null) {
        await handleCommand(es, {
          stream: usernameStream(username), decider: usernameDecider, record: false,
          command: { type: 'ReleaseUsername', data: { username, userId } }, envelope: { ...envelope, commandId: `${envelope.commandId}-release` },
        }).catch((e) => req.log.error({ err: e }, 'could not release username'));
      }
      throw err;
    }
  });

  app.post('/api/auth/login', { schema: { body: loginInput }, config: { rateLimit: rate } }, async (req, reply) => {
    const { email, password } = req.body;
    const events = await deps.eventStore.readStream(userStream(userIdForEmail(email)));
    const state = fold(userDecider, events as never) as UserState;
    const hash = state.status === 'registered' ? state.passwordHash : undefined;
    // an unknown user and a wrong password get the same answer, after the same work
    const ok = await verifyPassword(password, hash);
    if (!ok || state.status !== 'registered') throw new DomainError('INVALID_CREDENTIALS', messages.invalidCredentials, 401);
    const { userId, username, roles, paymentStatuses } = state;
    req.log.info({ userId }, 'login');
    return { user: startSession(reply, { userId, email: state.email, username, roles, paymentStatuses }) };
  });

  app.post('/api/auth/logout', async (_req, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });
};
