import { Anchor, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FORUMS_ROOM } from '@exam/domain';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, type MutationResult, type Position } from '../../../lib/http';
import { type Farmhouse, type Farmland, forumApi } from '../api';
import { ForumLoadError } from '../components/ForumError';
import { ListSkeleton } from '../components/Skeletons';
import { useLive } from '../useLive';
import { AnnouncementForms } from './AnnouncementForms';
import { FarmhouseEditModal, FarmlandEditModal } from './EditDialogs';
import { ManageModeratorDialog } from './ManageModeratorDialog';

const switchStyles = { input: { zIndex: 1, cursor: 'pointer' } };

/** /forums/{farmland}/admin: farmlands and farmhouses (edit, feature, activate) and moderators. */
export function ForumAdminPage() {
  const { farmland = '' } = useParams();
  const live = useLive((after) => forumApi.adminFarmlands(undefined, after), [FORUMS_ROOM], [], ['forum_farmlands', 'forum_farmhouses']);
  const [editLand, setEditLand] = useState<Farmland | null>(null);
  const [editHouse, setEditHouse] = useState<Farmhouse | null>(null);
  const [email, setEmail] = useState('');
  const [managing, setManaging] = useState<string | null>(null);
  const closeManaging = useCallback(() => setManaging(null), []);
  const reload = (after?: Position) => void live.reload(after);

  const toggle = async (call: () => Promise<MutationResult>, ok: string | null, failed: string) => {
    try {
      const r = await call();
      if (ok) notifications.show({ color: 'green', message: ok });
      reload(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, failed) });
    }
  };

  if (live.error && !live.data) return <ForumLoadError />;
  if (!live.data) return <ListSkeleton />;
  const lands = live.data.farmlands;
  const current = lands.find((l) => l.id === farmland);
  const houses = current ? current.farmhouses : lands.flatMap((l) => l.farmhouses);

  return (
    <Stack gap="lg" data-testid="forum-admin">
      <div>
        <Anchor component={Link} to={current ? `/forums/${farmland}` : '/forums'} size="sm">{current?.title ?? 'Forums'}</Anchor>
        <Title order={2}>Forum administration</Title>
      </div>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">Farmlands</Title>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead><Table.Tr><Table.Th>Farmland</Table.Th><Table.Th>Order</Table.Th><Table.Th>Active</Table.Th><Table.Th>Featured</Table.Th><Table.Th /></Table.Tr></Table.Thead>
            <Table.Tbody>
              {lands.map((l) => (
                <Table.Tr key={l.id} data-testid={`admin-farmland-${l.id}`}>
                  <Table.Td><Anchor component={Link} to={`/forums/${l.id}/admin`}>{l.icon} {l.title}</Anchor></Table.Td>
                  <Table.Td>{l.order}</Table.Td>
                  <Table.Td><Switch checked={l.isActive} styles={switchStyles} aria-label={`Active ${l.title}`} onChange={() => void toggle(() => forumApi.toggle('farmlands', l.id, 'status'), null, 'Failed to toggle status')} /></Table.Td>
                  <Table.Td><Switch checked={l.isFeatured} styles={switchStyles} aria-label={`Featured ${l.title}`} onChange={() => void toggle(() => forumApi.toggle('farmlands', l.id, 'featured'), 'Featured status updated', 'Failed to toggle featured status')} /></Table.Td>
                  <Table.Td><Button size="compact-xs" variant="light" onClick={() => setEditLand(l)}>Edit</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">Farmhouses{current ? ` in ${current.title}` : ''}</Title>
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead><Table.Tr><Table.Th>Farmhouse</Table.Th><Table.Th>Post types</Table.Th><Table.Th>Members</Table.Th><Table.Th>Active</Table.Th><Table.Th>Featured</Table.Th><Table.Th /></Table.Tr></Table.Thead>
            <Table.Tbody>
              {houses.map((h) => (
                <Table.Tr key={h.id} data-testid={`admin-farmhouse-${h.id}`}>
                  <Table.Td>{h.icon} {h.title}<Text size="xs" c="dimmed">{h.moderators.map((m) => m.username).join(', ') || 'No moderators'}</Text></Table.Td>
                  <Table.Td>{h.allowedPostTypes}</Table.Td>
                  <Table.Td>{h.memberCount}</Table.Td>
                  <Table.Td><Switch checked={h.isActive} styles={switchStyles} aria-label={`Active ${h.title}`} onChange={() => void toggle(() => forumApi.toggle('farmhouses', h.id, 'status'), null, 'Failed to toggle status')} /></Table.Td>
                  <Table.Td><Switch checked={h.isFeatured} styles={switchStyles} aria-label={`Featured ${h.title}`} onChange={() => void toggle(() => forumApi.toggle('farmhouses', h.id, 'featured'), 'Featured status updated', 'Failed to toggle featured status')} /></Table.Td>
                  <Table.Td><Button size="compact-xs" variant="light" onClick={() => setEditHouse(h)}>Edit</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">Moderators</Title>
        <Group align="flex-end">
          <TextInput label="User e-mail" placeholder="student@demo.in" value={email} onChange={(e) => setEmail(e.currentTarget.value.toLowerCase())} style={{ flex: 1 }} data-testid="moderator-email" />
          <Button disabled={!email.includes('@')} onClick={() => setManaging(email.trim())} data-testid="manage-moderator">Manage Moderator</Button>
        </Group>
      </Paper>
      <AnnouncementForms />
      {editLand && <FarmlandEditModal farmland={editLand} onClose={() => setEditLand(null)} onSaved={reload} />}
      {editHouse && <FarmhouseEditModal farmhouse={editHouse} onClose={() => setEditHouse(null)} onSaved={reload} />}
      {managing && <ManageModeratorDialog email={managing} onClose={closeManaging} />}
    </Stack>
  );
}
