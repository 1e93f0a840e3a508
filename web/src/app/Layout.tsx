import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, matchPath, Outlet, useLocation } from 'react-router-dom';
import { rolesAtom } from '../features/auth/atoms';
import { navItemsFor } from './nav';
import { MOBILE_BREAKPOINT } from './theme';
import { UserMenu } from './UserMenu';

export const PRODUCT_NAME = 'ExamPrep';

/** The shell around every page: header, role-based navbar (a burger drawer below 1024 px). */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure();
  const roles = useAtomValue(rolesAtom);
  const { pathname } = useLocation();

  // on phones the navbar covers the page, so a navigation should put it away
  useEffect(close, [pathname, close]);

  const isActive = (to: string) => (to === '/' ? pathname === '/' : !!matchPath({ path: to, end: false }, pathname));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: MOBILE_BREAKPOINT, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={MOBILE_BREAKPOINT}
              size="sm"
              aria-label="Toggle navigation"
              data-testid="nav-burger"
            />
            <Anchor component={Link} to="/" underline="never" c="inherit" fw={700} fz="xl">
              {PRODUCT_NAME}
            </Anchor>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea}>
          {navItemsFor(roles).map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={isActive(item.to)}
              data-testid={`nav-${item.to === '/' ? 'home' : item.to.slice(1).replaceAll('/', '-')}`}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
