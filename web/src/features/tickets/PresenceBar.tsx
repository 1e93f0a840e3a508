import type { TicketPresence } from '@exam/domain';
import { Alert, Avatar, Group, Text } from '@mantine/core';

/** "anita is also viewing this ticket" / "bala is replying": so two admins do not answer the same student twice. */
export function PresenceBar({ others }: { others: TicketPresence['admins'] }) {
  if (!others.length) return null;
  const replying = others.filter((o) => o.replying);
  const names = (list: typeof others) => list.map((o) => o.name).join(', ');
  return (
    <Alert color={replying.length ? 'orange' : 'blue'} variant="light" py={6} data-testid="presence">
      <Group gap="xs">
        <Avatar.Group>
          {others.map((o) => <Avatar key={o.userId} size="sm" color={o.replying ? 'orange' : 'blue'} name={o.name} />)}
        </Avatar.Group>
        <Text size="sm" data-testid="presence-text">
          {replying.length
            ? `${names(replying)} ${replying.length === 1 ? 'is' : 'are'} replying to this ticket`
            : `${names(others)} ${others.length === 1 ? 'is' : 'are'} also viewing this ticket`}
          {replying.length && replying.length < others.length ? ` · ${names(others.filter((o) => !o.replying))} viewing` : ''}
        </Text>
      </Group>
    </Alert>
  );
}
