export { sessionAtom, userAtom, rolesAtom, loadSessionAtom, loginAtom, registerAtom, logoutAtom } from './atoms';
export type { User, Session } from './atoms';
export { RequireAuth, RequireRole } from './guards';
