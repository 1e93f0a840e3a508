import { hasPermission, type Permission } from '@exam/domain';

export type NavItem = { label: string; to: string; permission?: Permission };

/** Everyone sees the first group; staff entries appear only with the permission that uses them. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Practice', to: '/questionsArena/question' },
  { label: 'Analytics', to: '/questionsArena/dashboard' },
  { label: 'Tickets', to: '/tickets' },
  { label: 'Forums', to: '/forums' },
  { label: 'Ticket queue', to: '/admin/tickets', permission: 'tickets.admin' },
  { label: 'Authoring', to: '/authoring', permission: 'questions.author' },
  { label: 'Resolvers', to: '/resolvers/errors', permission: 'questions.resolve' },
  { label: 'Audit', to: '/audit', permission: 'audit.read' },
  { label: 'Mocks', to: '/admin/mocks', permission: 'questions.admin' },
  { label: 'Feature flags', to: '/admin/feature-flags', permission: 'flags.toggle' },
];

export const navItemsFor = (roles: readonly string[]): NavItem[] =>
  NAV_ITEMS.filter((item) => !item.permission || hasPermission(roles, item.permission));
