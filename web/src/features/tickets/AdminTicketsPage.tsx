import { Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { NumberedPager } from '../../components/pagers';
import type { Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { userAtom } from '../auth/atoms';
import { loadTicketListAtom, ticketListAtom } from './atoms';
import { BulkActions } from './BulkActions';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { useCoalescedReload } from './live';
import { StatsDashboard } from './StatsDashboard';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { useHandlers } from './useHandlers';
import { useTicketFilters } from './useTicketFilters';

/** /admin/tickets: the live queue with stats, filters and bulk actions (§2 item 7). */
export function AdminTicketsPage() {
  const user = useAtomValue(userAtom);
  const list = useAtomValue(ticketListAtom);
  const load = useSetAtom(loadTicketListAtom);
  const filters = useTicketFilters();
  const handlers = useHandlers();
  const query = filters.apiQuery(true);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const fetchList = useCallback((after?: Position) => load({ query, after }), [load, query]);
  const reload = useCoalescedReload(fetchList);
  useEffect(() => {
    setSelected(new Set());
    void fetchList();
  }, [fetchList]);
  // anyone opening, replying, assigning or changing a status anywhere: the queue follows
  useRoom('tickets:queue', (n) => reload(n?.position), { views: ['tickets'] });

  const data = list.query === query ? list.data : undefined;
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) if (on) next.add(id); else next.delete(id);
      return next;
    });

  return (
    <Stack data-testid="admin-tickets">
      <div>
        <Title order={2}>Ticket queue</Title>
        <Text c="dimmed" size="sm">Updates live as students open and reply and as other admins work.</Text>
      </div>
      <StatsDashboard />
      <TicketFilters state={filters} admin handlers={handlers} myEmail={user?.email} />
      <BulkActions
        selected={[...selected]}
        tickets={data?.tickets ?? []}
        onDone={(failed, position) => {
          setSelected(new Set(failed));
          reload(position ?? undefined);
        }}
      />
      {list.status === 'error' && !data ? (
        <ListError message={list.error} onRetry={() => void fetchList()} />
      ) : !data ? (
        <ListLoading />
      ) : data.tickets.length === 0 ? (
        <ListEmpty />
      ) : (
        <>
          <TicketTable tickets={data.tickets} admin showPriority selected={selected} onSelect={select} />
          <Text size="xs" c="dimmed" ta="center">{data.pagination.total} tickets</Text>
          <NumberedPager page={data.pagination.page} pages={data.pagination.pages} onChange={filters.setPage} />
        </>
      )}
    </Stack>
  );
}
