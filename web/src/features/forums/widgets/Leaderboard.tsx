import { Anchor, Avatar, Group, Modal, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { FORUM_LIMITS, LEADERBOARD_ROOM, LEADERBOARD_VIEW, type LeaderboardEntry, type LeaderboardWindow } from '@exam/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { userAtom } from '../../auth/atoms';
import { forumApi } from '../api';
import { WidgetSkeleton } from '../components/Skeletons';
import { initial } from '../format';
import { useLive } from '../useLive';

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };
const WINDOWS: Array<{ value: LeaderboardWindow; label: string }> = [
  { value: 'all', label: 'All time' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const FULL_PAGE = 50;

function Row({ e, me }: { e: LeaderboardEntry; me: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`leaderboard-row-${e.username}`} bg={me ? 'var(--mantine-color-teal-light)' : undefined} px={4} style={{ borderRadius: 6 }}>
      <Group gap={8} wrap="nowrap">
        <Text w={28} ta="center" fw={600}>{MEDALS[e.rank] ?? `#${e.rank}`}</Text>
        <Avatar size="sm" radius="xl" color="teal" src={e.avatar ?? undefined}>{initial(e.username)}</Avatar>
        <Anchor component={Link} to={`/forums/p/${e.username}`} size="sm" truncate maw={120}>{e.username}</Anchor>
      </Group>
      <Text size="sm" fw={600} data-testid={`leaderboard-points-${e.username}`}>{e.points}</Text>
    </Group>
  );
}

/** Back-office §9.1: top 10 with medals, the caller's own row when below, the full list; live for all. */
export function LeaderboardWidget() {
  const user = useAtomValue(userAtom);
  const [range, setRange] = useState<LeaderboardWindow>('all');
  const [full, setFull] = useState(false);
  const [page, setPage] = useState(1);
  const board = useLive((after) => forumApi.leaderboard(range, { after }), [LEADERBOARD_ROOM], [range, user?.email], [LEADERBOARD_VIEW]);
  const fullBoard = useLive(full ? (after) => forumApi.leaderboard(range, { limit: FULL_PAGE, skip: (page - 1) * FULL_PAGE, after }) : null, [LEADERBOARD_ROOM], [full, page, range], [LEADERBOARD_VIEW]);
  const isMe = (e: LeaderboardEntry) => !!user && e.userEmail === user.email;

  return (
    <Paper withBorder radius="md" p="md" data-testid="leaderboard">
      <Stack gap="xs">
        <Title order={5}>Leaderboard</Title>
        <SegmentedControl size="xs" value={range} onChange={(v) => { setRange(v as LeaderboardWindow); setPage(1); }} data={WINDOWS} />
        {!board.data && board.loading && <WidgetSkeleton />}
        {board.error && !board.data && <Text size="sm" c="red">{board.error}</Text>}
        {board.data && board.data.entries.length === 0 && <Text size="sm" c="dimmed">No points yet. Help someone to get on the board!</Text>}
        {board.data?.entries.slice(0, FORUM_LIMITS.leaderboardTop).map((e) => <Row key={e.userId} e={e} me={isMe(e)} />)}
        {board.data?.me && (
          <>
            <Text size="xs" c="dimmed" ta="center">⋯</Text>
            <Row e={board.data.me} me />
          </>
        )}
        {board.data && board.data.total > 0 && (
          <Anchor size="sm" component="button" onClick={() => setFull(true)} data-testid="leaderboard-full">
            View full leaderboard ({board.data.total} users)
          </Anchor>
        )}
      </Stack>
      <Modal opened={full} onClose={() => setFull(false)} title="Leaderboard" size="md">
        <Stack gap={6}>
          {fullBoard.data?.entries.map((e) => <Row key={e.userId} e={e} me={isMe(e)} />)}
          {fullBoard.data && fullBoard.data.total > FULL_PAGE && (
            <Pagination total={Math.ceil(fullBoard.data.total / FULL_PAGE)} value={page} onChange={setPage} size="sm" mt="sm" />
          )}
        </Stack>
      </Modal>
    </Paper>
  );
}
