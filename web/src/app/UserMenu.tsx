import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { logoutAtom, sessionAtom } from '../features/auth/atoms';

/** Signed in: a menu with who you are and Sign out. Guest: Login and Register. */
export function UserMenu() {
  const session = useAtomValue(sessionAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();

  if (session.status === 'loading') return null;
  if (session.status === 'anonymous') {
    return (
      <Group gap="xs">
        <Button component={Link} to="/login" variant="subtle" size="sm" data-testid="nav-login">
          Login
        </Button>
        <Button component={Link} to="/register" size="sm" data-testid="nav-register">
          Register
        </Button>
      </Group>
    );
  }

  const { user } = session;
  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate('/');
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label="Account menu">
          <Group gap={8} wrap="nowrap">
            <Avatar radius="xl" size="sm" color="indigo">
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.username}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="bright" data-testid="user-menu-username">
            {user.username}
          </Text>
          <Text size="xs" c="dimmed" data-testid="user-menu-email">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()} data-testid="sign-out">
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
