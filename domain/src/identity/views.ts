import type { ViewDef } from '../core/views';

export const usersView = {
  name: 'users',
  fields: { email: 'text', username: 'text', usernameLower: 'text', roles: 'array', registeredAt: 'date' },
  indexes: [['email'], ['usernameLower'], ['roles'], ['-registeredAt']],
  searchFields: ['email', 'username'],
} satisfies ViewDef;

export type UserDoc = {
  id: string; userId: string; email: string; username: string; usernameLower: string;
  roles: string[]; paymentStatuses: string[]; registeredAt: string;
};
