import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FORUM_LIMITS, FORUMS_ROOM, relativeAge } from '@exam/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { userAtom } from '../../auth/atoms';
import { forumApi } from '../api';
import { WidgetSkeleton } from '../components/Skeletons';
import { formatDateTime } from '../format';
import { useLive } from '../useLive';

export function UpcomingEvents() {
  const events = useLive(() => forumApi.events(), [FORUMS_ROOM], [], ['forum_events']);
  return (
    <Paper withBorder radius="md" p="md" data-testid="upcoming-events">
      <Title order={5} mb="xs">Upcoming events</Title>
      {!events.data && <WidgetSkeleton />}
      {events.data?.events.length === 0 && <Text size="sm" c="dimmed">No upcoming events</Text>}
      <Stack gap="sm">
        {events.data?.events.map((e) => (
          <div key={e.id}>
            <Text size="sm" fw={600}>{e.title}</Text>
            <Text size="xs" c="dimmed">{formatDateTime(e.dateTime)}</Text>
            {e.description && <Text size="xs">{e.description}</Text>}
            {e.joinLink && <Anchor href={e.joinLink} target="_blank" rel="noopener noreferrer" size="xs">Join</Anchor>}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

const TYPE_COLOR: Record<string, string> = { announcement: 'blue', feature: 'teal', maintenance: 'orange', other: 'gray' };

/** Back-office §9.1: 5 shown, 'View all updates (N)' when more, relative ages. */
export function PlatformUpdates() {
  const [all, setAll] = useState(false);
  const updates = useLive(() => forumApi.updates(all ? 100 : FORUM_LIMITS.updatesShown), [FORUMS_ROOM], [all], ['forum_platform_updates']);
  const now = new Date().toISOString();
  return (
    <Paper withBorder radius="md" p="md" data-testid="platform-updates">
      <Title order={5} mb="xs">Platform updates</Title>
      {!updates.data && <WidgetSkeleton />}
      {updates.data?.updates.length === 0 && <Text size="sm" c="dimmed">No recent updates</Text>}
      <Stack gap="sm">
        {updates.data?.updates.map((u) => (
          <div key={u.id} data-testid="platform-update">
            <Group gap={6}>
              <Badge size="xs" variant="light" color={TYPE_COLOR[u.type] ?? 'gray'}>{u.type}</Badge>
              {u.isImportant && <Badge size="xs" color="red">Important</Badge>}
              <Text size="xs" c="dimmed">{relativeAge(u.createdAt, now)}</Text>
            </Group>
            <Text size="sm" fw={600}>{u.title}</Text>
            <Text size="xs">{u.content}</Text>
          </div>
        ))}
      </Stack>
      {updates.data && !all && updates.data.total > updates.data.updates.length && (
        <Anchor component="button" size="sm" mt="xs" onClick={() => setAll(true)} data-testid="updates-all">
          View all updates ({updates.data.total})
        </Anchor>
      )}
    </Paper>
  );
}

/** Logged-out visitors see Sign Up and Log In (back-office §2.12). */
export function JoinCommunityCard() {
  const user = useAtomValue(userAtom);
  if (user) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="join-community">
      <Title order={5}>Join the community</Title>
      <Text size="sm" c="dimmed" my="xs">Ask doubts, answer others and climb the leaderboard.</Text>
      <Group>
        <Button component={Link} to="/register" size="xs">Sign Up</Button>
        <Button component={Link} to="/login" size="xs" variant="light">Log In</Button>
      </Group>
    </Paper>
  );
}
