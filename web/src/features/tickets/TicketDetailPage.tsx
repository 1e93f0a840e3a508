import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { CompactPager } from '../../components/pagers';
import type { Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { userAtom } from '../auth/atoms';
import { AdminControls } from './AdminControls';
import { ticketsApi } from './api';
import { loadMessagesAtom, loadTicketAtom, ticketDetailAtom } from './atoms';
import { PriorityBadge, StatusBadge, TagBadges } from './Badges';
import { failure, fullTime } from './format';
import { useCoalescedReload } from './live';
import { MessageList } from './MessageList';
import { PresenceBar } from './PresenceBar';
import { useTicketPresence } from './presence';
import { ReplyForm } from './ReplyForm';

/** /tickets/{id} (the reporter) and /admin/tickets/{id} (admins): the ticket, its conversation, live. */
export function TicketDetailPage({ admin }: { admin: boolean }) {
  const { id = '' } = useParams();
  const me = useAtomValue(userAtom);
  const detail = useAtomValue(ticketDetailAtom);
  const loadTicket = useSetAtom(loadTicketAtom);
  const loadMessages = useSetAtom(loadMessagesAtom);
  const firstAfter = (useLocation().state as { after?: Position } | null)?.after;
  // null: follow the newest page; a number: the admin or user paged back to read older messages
  const [page, setPage] = useState<number | null>(null);
  const [reopening, setReopening] = useState(false);
  useEffect(() => setPage(null), [id]);

  const refresh = useCallback(async (after?: Position) => {
    await Promise.all([loadTicket({ id, after }), loadMessages({ id, page: page ?? 'last', after })]);
  }, [id, page, loadTicket, loadMessages]);
  const reload = useCoalescedReload(refresh);
  useEffect(() => void refresh(firstAfter), [refresh, firstAfter]);
  useRoom(`ticket:${id}`, (n) => reload(n?.position), { views: ['tickets', 'ticket_messages'] });
  const { others, setReplying } = useTicketPresence(id, admin, me?.userId);

  const ticket = detail.id === id ? detail.ticket : undefined;
  if (detail.id === id && detail.status === 'error' && !ticket) {
    return (
      <Alert color="red" title="Something went wrong" data-testid="ticket-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{detail.error}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refresh()}>Try again</Button>
        </Stack>
      </Alert>
    );
  }
  if (!ticket || !me) return <Center mih={200}><Loader /></Center>;

  const reporter = ticket.reporterId === me.userId;
  const closed = ticket.status === 'closed';
  const reopen = async () => {
    setReopening(true);
    try {
      const r = await ticketsApi.reopen(ticket.id);
      setPage(null);
      reload(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: failure('Error updating ticket', e) });
    } finally {
      setReopening(false);
    }
  };

  return (
    <Stack maw={900} data-testid="ticket-detail">
      <Anchor component={Link} to={admin ? '/admin/tickets' : '/tickets'} size="sm">← {admin ? 'Ticket queue' : 'My tickets'}</Anchor>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <Title order={3} data-testid="ticket-subject">{ticket.subject}</Title>
            <Group gap="xs"><StatusBadge status={ticket.status} />{admin && <PriorityBadge priority={ticket.priority} />}</Group>
          </Group>
          <TagBadges tags={ticket.tags} />
          <Text size="sm" c="dimmed">
            Opened {fullTime(ticket.createdAt)}{admin && ` by ${ticket.reporterName} (${ticket.reporterEmail})`}
            {admin && ` · ${ticket.assignedToName ? `assigned to ${ticket.assignedToName}` : 'unassigned'}`}
          </Text>
          {admin && <AdminControls ticket={ticket} me={me} onChanged={(p) => reload(p)} />}
        </Stack>
      </Paper>
      {admin && <PresenceBar others={others} />}
      {detail.messagesStatus === 'error' && !detail.messages ? (
        <Alert color="red">{detail.messagesError}</Alert>
      ) : !detail.messages ? (
        <Center mih={120}><Loader size="sm" /></Center>
      ) : (
        <>
          {detail.pagination && <CompactPager page={detail.pagination.page} pages={detail.pagination.pages} onChange={(p) => setPage(p >= detail.pagination!.pages ? null : p)} />}
          <MessageList messages={detail.messages} reporterId={ticket.reporterId} />
        </>
      )}
      {closed && (
        <Paper withBorder radius="md" p="md" data-testid="ticket-closed">
          <Group justify="space-between">
            <Text fw={500}>This ticket is closed</Text>
            {reporter && <Button variant="light" loading={reopening} onClick={() => void reopen()} data-testid="reopen">Reopen Ticket</Button>}
          </Group>
        </Paper>
      )}
      {!closed && (
        <ReplyForm ticket={ticket} admin={admin} onReplying={setReplying} onSent={(p) => { setPage(null); reload(p); }} />
      )}
    </Stack>
  );
}
