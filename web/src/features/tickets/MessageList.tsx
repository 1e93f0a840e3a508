import { isImageAttachment } from '@exam/domain';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TicketMessage } from './api';
import { fileSize, fullTime, timeAgo } from './format';

function Attachments({ files }: { files: TicketMessage['attachments'] }) {
  if (!files.length) return null;
  return (
    <Group gap="sm" mt="xs">
      {files.map((a) =>
        isImageAttachment(a.mimeType) ? (
          <Anchor key={a.id} href={a.url} target="_blank" rel="noreferrer" title={a.filename}>
            <Image src={a.url} alt={a.filename} h={96} w="auto" fit="contain" radius="sm" data-testid="attachment-image" />
          </Anchor>
        ) : (
          <Anchor key={a.id} href={a.url} target="_blank" rel="noreferrer" size="sm" data-testid="attachment-file">
            📎 {a.filename} ({fileSize(a.size)})
          </Anchor>
        ),
      )}
    </Group>
  );
}

/** The conversation: people's messages as cards, system notes (status, assignment) as quiet lines. */
export function MessageList({ messages, reporterId }: { messages: TicketMessage[]; reporterId: string }) {
  if (!messages.length) return <Text c="dimmed" ta="center" py="lg" data-testid="messages-empty">No messages yet. Start the conversation!</Text>;
  return (
    <Stack gap="sm" data-testid="messages">
      {messages.map((m) =>
        m.isSystemMessage ? (
          <Text key={m.id} size="xs" c="dimmed" ta="center" fs="italic" data-testid="system-message">
            {m.body} · {timeAgo(m.createdAt)}
          </Text>
        ) : (
          <Paper key={m.id} withBorder radius="md" p="sm" bg={m.authorId === reporterId ? undefined : 'var(--mantine-color-blue-light)'} data-testid="message">
            <Group justify="space-between" mb={4}>
              <Group gap="xs">
                <Text fw={600} size="sm">{m.authorName}</Text>
                {m.authorRole === 'admin' && <Badge size="xs" variant="light">Support</Badge>}
              </Group>
              <Tooltip label={fullTime(m.createdAt)}><Text size="xs" c="dimmed">{timeAgo(m.createdAt)}</Text></Tooltip>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">{m.body}</Text>
            <Attachments files={m.attachments} />
          </Paper>
        ),
      )}
    </Stack>
  );
}
