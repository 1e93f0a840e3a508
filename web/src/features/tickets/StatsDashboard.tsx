import { TICKET_PRIORITIES, TICKET_STATUSES } from '@exam/domain';
import { Alert, Anchor, Button, Group, List, Paper, Progress, RingProgress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { loadStatsAtom, ticketStatsAtom } from './atoms';
import { hours, label, timeAgo } from './format';
import { useCoalescedReload } from './live';

const STATUS_CHART_COLORS = { open: 'blue', pending: 'yellow', resolved: 'green', closed: 'gray' } as const;
const PRIORITY_CHART_COLORS = { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' } as const;
const share = (n: number, total: number) => (total ? (n / total) * 100 : 0);

function Figure({ title, value, hint, testId }: { title: string; value: string | number; hint?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{title}</Text>
      <Text fz={26} fw={700}>{value}</Text>
      {hint && <Text size="xs" c="dimmed">{hint}</Text>}
    </Paper>
  );
}

/** The admin stats dashboard (§3 ticket stats plus response-time percentiles and the longest waits), live. */
export function StatsDashboard() {
  const { status, stats, error } = useAtomValue(ticketStatsAtom);
  const load = useSetAtom(loadStatsAtom);
  const fetchStats = useCallback((after?: Position) => load({ after }), [load]);
  const reload = useCoalescedReload(fetchStats);
  useEffect(() => void fetchStats(), [fetchStats]);
  useRoom('tickets:stats', (n) => reload(n?.position), { views: ['ticket_stats'] });

  if (status === 'error' && !stats) return <Alert color="red" title="Stats unavailable">{error}</Alert>;
  if (!stats) return <Skeleton h={180} radius="md" />;
  const s = stats;
  return (
    <Stack gap="sm" data-testid="ticket-stats">
      <Group justify="space-between">
        <Title order={4}>Overview</Title>
        <Button size="xs" variant="subtle" onClick={() => void load({ force: true })}>Refresh</Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Figure title="Total tickets" value={s.totalTickets} testId="stat-total" />
        <Figure title="Open" value={s.statusBreakdown.open} hint={`${s.statusBreakdown.pending} pending`} testId="stat-open" />
        <Figure title="Unassigned" value={s.unassignedTickets} hint="open or pending" testId="stat-unassigned" />
        <Figure title="New last week" value={s.newTicketsLastWeek} hint={`${s.resolvedTicketsLastWeek} resolved last week`} />
        <Figure title="Avg first response" value={hours(s.avgResponseTimeHours)} hint={`median ${hours(s.firstResponseHours.p50)} · p90 ${hours(s.firstResponseHours.p90)}`} />
        <Figure title="Resolution time" value={hours(s.resolutionHours.p50)} hint={`median · p90 ${hours(s.resolutionHours.p90)} · avg ${hours(s.avgResolutionTimeHours)}`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text fw={500} size="sm" mb="xs">By status</Text>
          <Group wrap="nowrap">
            <RingProgress size={120} thickness={16} data-testid="status-ring"
              sections={TICKET_STATUSES.map((k) => ({ value: share(s.statusBreakdown[k] ?? 0, s.totalTickets), color: STATUS_CHART_COLORS[k], tooltip: `${label(k)}: ${s.statusBreakdown[k] ?? 0}` }))} />
            <Stack gap={2}>
              {TICKET_STATUSES.map((k) => <Text key={k} size="sm" c={STATUS_CHART_COLORS[k]}>{label(k)}: {s.statusBreakdown[k] ?? 0}</Text>)}
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text fw={500} size="sm" mb="xs">By priority</Text>
          <Stack gap={6}>
            {TICKET_PRIORITIES.map((p) => (
              <div key={p}>
                <Group justify="space-between"><Text size="xs">{label(p)}</Text><Text size="xs" c="dimmed">{s.priorityBreakdown[p] ?? 0}</Text></Group>
                <Progress value={share(s.priorityBreakdown[p] ?? 0, s.totalTickets)} color={PRIORITY_CHART_COLORS[p]} size="sm" />
              </div>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="sm" data-testid="stat-waiting">
          <Text fw={500} size="sm">Waiting for a reply: {s.waitingForReply.count}</Text>
          <Text size="xs" c={s.waitingForReply.over24h ? 'red' : 'dimmed'} mb="xs">{s.waitingForReply.over24h} waiting over 24 h</Text>
          <List size="sm" spacing={2}>
            {s.waitingForReply.oldest.map((w) => (
              <List.Item key={w.id}>
                <Anchor component={Link} to={`/admin/tickets/${w.id}`} size="sm">{w.subject}</Anchor>{' '}
                <Text span size="xs" c="dimmed">since {timeAgo(w.since)}</Text>
              </List.Item>
            ))}
          </List>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
