import { ActionIcon, Anchor, Avatar, Button, Group, Menu, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { logoutAtom, userAtom } from '../../auth/atoms';
import { sidebarCollapsedAtom } from '../atoms';
import { initial } from '../format';
import { SearchBox } from './SearchBox';

/** Paths that are not a farmland segment. */
const STATIC = new Set(['search', 'post', 'p']);

/**
 * Forum chrome (spec §2.5): logo, search, Create Post (logged in and inside a sub-community, not on
 * the admin page), and the profile menu or a Login link.
 */
export function ForumHeader() {
  const user = useAtomValue(userAtom);
  const logout = useSetAtom(logoutAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [, , farmland, farmhouse] = pathname.split('/');
  const inSubCommunity = !!farmland && !!farmhouse && !STATIC.has(farmland) && farmhouse !== 'admin';

  return (
    <Paper withBorder radius="md" p="xs" data-testid="forum-header">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={collapsed ? 'Show sidebar' : 'Hide sidebar'}>
            <ActionIcon variant="subtle" aria-label="Toggle sidebar" data-testid="sidebar-toggle" onClick={() => setCollapsed(!collapsed)}>
              ☰
            </ActionIcon>
          </Tooltip>
          <Anchor component={Link} to="/forums" fw={700} underline="never" c="inherit" data-testid="forum-logo">
            🌾 Forums
          </Anchor>
        </Group>
        <SearchBox />
        <Group gap="xs">
          {user && inSubCommunity && (
            <Button component={Link} to={`/forums/${farmland}/${farmhouse}/new`} size="sm" data-testid="create-post">
              Create Post
            </Button>
          )}
          {user ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label="Forum profile menu" data-testid="forum-profile-menu">
                  <Avatar radius="xl" size="sm" color="teal">{initial(user.username)}</Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text size="sm" fw={500} c="bright">{user.username}</Text>
                  <Text size="xs" c="dimmed">{user.email}</Text>
                </Menu.Label>
                <Menu.Item component={Link} to={`/forums/p/${user.username}`}>My profile</Menu.Item>
                <Menu.Item component={Link} to="/referral">Referral Program</Menu.Item>
                <Menu.Item component={Link} to="/tickets">Create Ticket</Menu.Item>
                <Menu.Item component={Link} to="/settings">Settings</Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => void logout().finally(() => navigate('/forums'))}>Sign Out</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Button component={Link} to="/login" state={{ from: { pathname } }} variant="light" size="sm" data-testid="forum-login">
              Login
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
