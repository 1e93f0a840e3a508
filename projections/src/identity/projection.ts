import { type UserEvent, usersView } from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

const USERS_VIEW = usersView.name;

/** Users without secrets: what admin screens and name look-ups need. */
export const usersProjection: ProjectionDef = {
  name: 'users',
  collections: [usersView],
  handles: ['UserRegistered', 'UserRolesChanged', 'UserPaymentStatusesChanged'],
  async apply(event, view) {
    const e = event as unknown as UserEvent;
    switch (e.type) {
      case 'UserRegistered': {
        const { passwordHash: _secret, ...d } = e.data;
        view.put(USERS_VIEW, { id: d.userId, ...d, usernameLower: d.username.toLowerCase() });
        break;
      }
      case 'UserRolesChanged':
      case 'UserPaymentStatusesChanged': {
        const doc = await view.get(USERS_VIEW, e.data.userId);
        if (!doc) return; // registration not seen: nothing to update (projections never throw on well-formed events)
        view.put(USERS_VIEW, { ...doc, ...('roles' in e.data ? { roles: e.data.roles } : { paymentStatuses: e.data.paymentStatuses }) });
        break;
      }
    }
    view.notify(['users'], USERS_VIEW, e.data.userId);
  },
};
