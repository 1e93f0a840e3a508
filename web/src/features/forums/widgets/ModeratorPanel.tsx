import { Button, Collapse, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { allowsType } from '@exam/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, type MutationResult, type Position } from '../../../lib/http';
import { forumApi, type PostData } from '../api';
import { forumsHomeAtom } from '../atoms';

type Props = { data: PostData; onChanged: (after?: Position) => void };

/**
 * Moderator Controls (back-office §2.12): only for a moderator, collapsible. Its pin, close and move
 * buttons work here (the original's were inert), and the statistics are the farmhouse's real ones.
 */
export function ModeratorPanel({ data, onChanged }: Props) {
  const { post, moderation } = data;
  const home = useAtomValue(forumsHomeAtom);
  const navigate = useNavigate();
  const [open, { toggle }] = useDisclosure(true);
  const [deleting, setDeleting] = useState(false);
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (!data.can.moderate) return null;

  const run = async (label: string, call: () => Promise<MutationResult>, ok: string, failed: string) => {
    setBusy(label);
    try {
      const r = await call();
      notifications.show({ color: 'green', message: ok });
      onChanged(r.position);
      return r;
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, failed) });
      return null;
    } finally {
      setBusy(null);
    }
  };
  const targets = (home.data?.farmlands ?? []).flatMap((l) =>
    l.farmhouses.filter((h) => h.id !== post.farmhouseId && allowsType(h.allowedPostTypes, post.type)).map((h) => ({ value: h.id, label: `${l.title} / ${h.title}`, farmlandId: l.id })),
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="moderator-panel">
      <UnstyledButton onClick={toggle} w="100%" aria-expanded={open}>
        <Group justify="space-between">
          <Title order={5}>Moderator Controls</Title>
          <Text size="xs">{open ? '▾' : '▸'}</Text>
        </Group>
      </UnstyledButton>
      <Collapse in={open}>
        <Stack gap="sm" mt="sm">
          <SimpleGrid cols={3} spacing="xs">
            <Stat label="Pinned" value={moderation?.pinned ?? 0} />
            <Stat label="Closed" value={moderation?.archived ?? 0} />
            <Stat label="Posts (7 days)" value={moderation?.postsThisWeek ?? 0} />
          </SimpleGrid>
          <Group gap="xs" grow>
            <Button size="xs" variant="light" loading={busy === 'pin'} disabled={post.isDeleted} data-testid="mod-pin"
              onClick={() => void run('pin', () => forumApi.postAction(post.id, post.isPinned ? 'unpin' : 'pin'), post.isPinned ? 'Post unpinned' : 'Post pinned', 'An unexpected error occurred')}>
              {post.isPinned ? 'Unpin' : 'Pin'}
            </Button>
            <Button size="xs" variant="light" color="orange" loading={busy === 'close'} disabled={post.isDeleted} data-testid="mod-close"
              onClick={() => void run('close', () => forumApi.postAction(post.id, post.isArchived ? 'unarchive' : 'archive'), post.isArchived ? 'Post unarchived' : 'Post archived', 'Failed to update archive status')}>
              {post.isArchived ? 'Reopen' : 'Close'}
            </Button>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Select size="xs" label="Move to" placeholder="Community" data={targets} value={target} onChange={setTarget} searchable style={{ flex: 1 }} data-testid="mod-move-target" />
            <Button size="xs" variant="light" disabled={!target || post.isDeleted} loading={busy === 'move'} data-testid="mod-move"
              onClick={async () => {
                const to = targets.find((x) => x.value === target);
                if (!to) return;
                const r = await run('move', () => forumApi.movePost(post.id, to.value), 'Post moved', 'An unexpected error occurred');
                if (r) navigate(`/forums/${to.farmlandId}/${to.value}/${post.id}`);
              }}>
              Move
            </Button>
          </Group>
          <Button size="xs" color="red" variant="light" disabled={post.isDeleted} onClick={() => setDeleting(true)} data-testid="mod-delete">Delete post</Button>
        </Stack>
      </Collapse>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Delete this post?">
        <Stack>
          <Textarea label="Reason (optional)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} data-testid="mod-delete-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>Cancel</Button>
            <Button color="red" loading={busy === 'delete'} data-testid="mod-delete-confirm"
              onClick={async () => {
                await run('delete', () => forumApi.deletePost(post.id, reason.trim() || undefined), 'Post deleted', 'An unexpected error occurred');
                setDeleting(false);
                setReason('');
              }}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="sm" p={6} ta="center">
      <Text fw={700}>{value}</Text>
      <Text size="xs" c="dimmed">{label}</Text>
    </Paper>
  );
}
