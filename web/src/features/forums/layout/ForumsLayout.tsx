import { Box, Group, Stack } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FORUMS_ROOM } from '@exam/domain';
import { useRoom } from '../../../lib/socket';
import { userAtom } from '../../auth/atoms';
import { loadForumsHomeAtom, sidebarCollapsedAtom } from '../atoms';
import { ForumErrorBoundary } from '../components/ForumError';
import { ForumHeader } from './ForumHeader';
import { Sidebar } from './Sidebar';

/** Every /forums page: the forum header, the collapsible sidebar, the page. */
export function ForumsLayout() {
  const collapsed = useAtomValue(sidebarCollapsedAtom);
  const load = useSetAtom(loadForumsHomeAtom);
  const user = useAtomValue(userAtom);

  // who is signed in decides "My Communities"
  useEffect(() => void load(), [load, user?.userId]);
  useRoom(FORUMS_ROOM, (n) => void load(n?.position), { views: ['forum_farmlands', 'forum_farmhouses'] });

  return (
    <Stack gap="md" data-testid="forums-layout">
      <ForumHeader />
      <Group align="flex-start" wrap="nowrap" gap="md">
        {!collapsed && (
          <Box visibleFrom="md">
            <Sidebar />
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ForumErrorBoundary>
            <Outlet />
          </ForumErrorBoundary>
        </Box>
      </Group>
    </Stack>
  );
}
