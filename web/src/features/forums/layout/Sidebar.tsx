import { NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { forumsHomeAtom, myMembershipsAtom } from '../atoms';

/** Collapsible sidebar (spec §2.5): Home, My Communities grouped by farmland, Browse Communities. */
export function Sidebar() {
  const home = useAtomValue(forumsHomeAtom);
  const mine = useAtomValue(myMembershipsAtom);
  const { pathname } = useLocation();
  const lands = home.data?.farmlands ?? [];
  const myGroups = lands
    .map((l) => ({ land: l, houses: l.farmhouses.filter((h) => mine.has(h.id)) }))
    .filter((g) => g.houses.length > 0);

  return (
    <ScrollArea.Autosize mah="calc(100vh - 160px)" type="hover">
      <Stack gap={2} w={230} data-testid="forum-sidebar">
        <NavLink component={Link} to="/forums" label="Home" active={pathname === '/forums'} />
        {home.status !== 'ready' && !home.data ? (
          <Stack gap={6} p="xs">
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="60%" />
          </Stack>
        ) : (
          <>
            <NavLink label="My Communities" defaultOpened childrenOffset={12} data-testid="my-communities">
              {myGroups.length === 0 && <Text size="xs" c="dimmed" px="sm" py={4}>Join a community to see it here.</Text>}
              {myGroups.map(({ land, houses }) => (
                <div key={land.id}>
                  <Text size="xs" fw={600} c="dimmed" px="sm" pt={6}>{land.title}</Text>
                  {houses.map((h) => (
                    <NavLink key={h.id} component={Link} to={`/forums/${land.id}/${h.id}`} label={`${h.icon} ${h.title}`} active={pathname.startsWith(`/forums/${land.id}/${h.id}`)} />
                  ))}
                </div>
              ))}
            </NavLink>
            <NavLink label="Browse Communities" childrenOffset={12} data-testid="browse-communities">
              {lands.map((land) => (
                <NavLink key={land.id} label={`${land.icon} ${land.title}`} childrenOffset={12}>
                  <NavLink component={Link} to={`/forums/${land.id}`} label="All communities" />
                  {land.farmhouses.map((h) => (
                    <NavLink key={h.id} component={Link} to={`/forums/${land.id}/${h.id}`} label={`${h.icon} ${h.title}`} />
                  ))}
                </NavLink>
              ))}
            </NavLink>
          </>
        )}
      </Stack>
    </ScrollArea.Autosize>
  );
}
