import { hasPermission, type Permission } from '@exam/domain';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { sessionAtom } from './atoms';

type GuardProps = { children?: ReactNode };

/** Guests are sent to /login and brought back afterwards (location.state.from). */
export function RequireAuth({ children }: GuardProps) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/**
 * Staff screens. The servers enforce the same permission; this only avoids showing a screen
 * whose every call would be refused.
 */
export function RequireRole({ permission, children }: GuardProps & { permission: Permission }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (!hasPermission(session.user.roles, permission)) return <Forbidden />;
  return children ?? <Outlet />;
}

function Forbidden() {
  return (
    <Center mih={300} data-testid="forbidden">
      <Stack align="center" gap="sm">
        <Title order={2}>Not allowed</Title>
        <Text c="dimmed">Your account does not have access to this page.</Text>
        <Button component={Link} to="/" variant="light">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}
