import { hasPermission } from '@exam/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NumberedPager } from '../../components/pagers';
import { useRoom } from '../../lib/socket';
import type { Position } from '../../lib/http';
import { userAtom } from '../auth/atoms';
import { loadTicketListAtom, ticketListAtom } from './atoms';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { useCoalescedReload } from './live';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { useTicketFilters } from './useTicketFilters';

/** /tickets: the signed-in user's own tickets, live (their room), 10 per page. */
export function TicketListPage() {
  const user = useAtomValue(userAtom);
  const list = useAtomValue(ticketListAtom);
  const load = useSetAtom(loadTicketListAtom);
  const filters = useTicketFilters();
  const query = filters.apiQuery(false);
  const after = (useLocation().state as { after?: Position } | null)?.after;

  const fetchList = useCallback((pos?: Position) => load({ query, after: pos }), [load, query]);
  const reload = useCoalescedReload(fetchList);
  useEffect(() => void fetchList(after), [fetchList, after]);
  useRoom(user ? `tickets:user:${user.userId}` : null, (n) => reload(n?.position), { views: ['tickets'] });

  const data = list.query === query ? list.data : undefined;
  const admin = hasPermission(user?.roles, 'tickets.admin');

  return (
    <Stack data-testid="my-tickets">
      <Group justify="space-between">
        <div>
          <Title order={2}>My tickets</Title>
          <Text c="dimmed" size="sm">Questions about mocks, payments or the platform: we reply here.</Text>
        </div>
        <Button component={Link} to="/tickets/create" data-testid="new-ticket">New ticket</Button>
      </Group>
      <TicketFilters state={filters} admin={false} />
      {list.status === 'error' && !data ? (
        <ListError message={list.error} onRetry={() => void fetchList()} />
      ) : !data ? (
        <ListLoading />
      ) : data.tickets.length === 0 ? (
        <ListEmpty />
      ) : (
        <>
          <TicketTable tickets={data.tickets} admin={false} showPriority={admin} />
          <NumberedPager page={data.pagination.page} pages={data.pagination.pages} onChange={filters.setPage} />
        </>
      )}
    </Stack>
  );
}
