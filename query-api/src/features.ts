import type { FastifyPluginAsync } from 'fastify';
import type { Server } from 'socket.io';
import type { QueryApiDeps } from './app';
import type { RoomRule } from './realtime/rooms';
import { ticketsReadRoutes } from './tickets/routes';
import { ticketRoomRules } from './tickets/rooms';
import { attachTicketPresence } from './tickets/presence';
import { forumsReadRoutes } from './forums/routes';
import { forumRoomRules } from './forums/rooms';
import { historyRoutes } from './history/routes';
import { historyRoomRules } from './history/rooms';
import { resolverQueryRoutes } from './resolvers/routes';
import { auditRoutes } from './audit/routes';
import { mocksQueryRoutes } from './mocks/routes';
import { authoringQueryRoutes } from './authoring/routes';
import { questionReadRoutes } from './questions/routes';
import { practiceReadRoutes } from './practice/routes';
import { practiceRoomRules } from './practice/rooms';

/** Feature slices register their read routes here (tickets, practice, questions, forums). */
export const featureRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  void deps;
  void app;
  await app.register(ticketsReadRoutes(deps));
  await app.register(forumsReadRoutes(deps));
  await app.register(historyRoutes(deps));
  await app.register(resolverQueryRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(mocksQueryRoutes(deps));
  await app.register(authoringQueryRoutes(deps));
  await app.register(questionReadRoutes(deps));
  await app.register(practiceReadRoutes(deps));
};

/** Feature slices add who may join their rooms. */
export const featureRoomRules: RoomRule[] = [...forumRoomRules, ...ticketRoomRules, ...historyRoomRules, ...practiceRoomRules];

/** Feature slices that need socket events of their own (presence, typing) attach them here. */
export function attachFeatureSockets(io: Server, deps: QueryApiDeps) {
  void io;
  void deps;
  attachTicketPresence(io, deps.log);
}
