import { Anchor, Checkbox, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TicketItem } from './api';
import { PriorityBadge, StatusBadge, TagBadges } from './Badges';
import { fullTime, timeAgo } from './format';

type Props = {
  tickets: TicketItem[];
  admin: boolean;
  /** Priority is shown to admins only (§6), even in their own list. */
  showPriority: boolean;
  selected?: Set<string>;
  onSelect?: (ids: string[], on: boolean) => void;
};

/** The ticket list (user and admin): newest activity first, as the server sorts it. */
export function TicketTable({ tickets, admin, showPriority, selected, onSelect }: Props) {
  const base = admin ? '/admin/tickets' : '/tickets';
  const all = tickets.length > 0 && tickets.every((t) => selected?.has(t.id));
  const some = tickets.some((t) => selected?.has(t.id));
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={admin ? 900 : 480}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="ticket-table">
          <Table.Thead>
            <Table.Tr>
              {onSelect && (
                <Table.Th w={40}>
                  <Checkbox aria-label="Select all tickets on this page" checked={all} indeterminate={some && !all} onChange={(e) => onSelect(tickets.map((t) => t.id), e.currentTarget.checked)} />
                </Table.Th>
              )}
              <Table.Th>Subject</Table.Th>
              <Table.Th>Status</Table.Th>
              {showPriority && <Table.Th>Priority</Table.Th>}
              {admin && <Table.Th>Reporter</Table.Th>}
              {admin && <Table.Th>Assignee</Table.Th>}
              <Table.Th ta="right">Messages</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((t) => (
              <Table.Tr key={t.id} data-testid={`ticket-row-${t.id}`}>
                {onSelect && (
                  <Table.Td>
                    <Checkbox aria-label={`Select ${t.subject}`} checked={!!selected?.has(t.id)} onChange={(e) => onSelect([t.id], e.currentTarget.checked)} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Stack gap={4}>
                    <Anchor component={Link} to={`${base}/${t.id}`} fw={500} data-testid="ticket-link">{t.subject}</Anchor>
                    <TagBadges tags={t.tags} />
                  </Stack>
                </Table.Td>
                <Table.Td><StatusBadge status={t.status} /></Table.Td>
                {showPriority && <Table.Td><PriorityBadge priority={t.priority} /></Table.Td>}
                {admin && (
                  <Table.Td>
                    <Text size="sm">{t.reporterName}</Text>
                    <Text size="xs" c="dimmed">{t.reporterEmail}</Text>
                  </Table.Td>
                )}
                {admin && <Table.Td>{t.assignedToName ? <Text size="sm">{t.assignedToName}</Text> : <Text size="sm" c="dimmed">Unassigned</Text>}</Table.Td>}
                <Table.Td ta="right">{t.messageCount}</Table.Td>
                <Table.Td>
                  <Tooltip label={fullTime(t.updatedAt)}><Text size="sm">{timeAgo(t.updatedAt)}</Text></Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
