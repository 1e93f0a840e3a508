import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TAGS, type TicketPriority, type TicketStatus, type TicketTag } from '@exam/domain';
import { Button, Group, List, MultiSelect, Paper, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type TicketItem, type TicketUpdate, ticketsApi } from './api';
import { failure, label, TAG_LABELS } from './format';

type Props = { selected: string[]; tickets: TicketItem[]; onDone: (failedIds: string[], position: string | number | null) => void };

/** Bulk status, priority or tags on the selected tickets; each 'Apply' stays disabled until a value is chosen (§5). */
export function BulkActions({ selected, tickets, onDone }: Props) {
  const [status, setStatus] = useState<string | null>(null);
  const [priority, setPriority] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  if (!selected.length) return null;

  const apply = async (what: string, update: TicketUpdate) => {
    setBusy(what);
    try {
      const r = await ticketsApi.bulk(selected, update);
      const failed = r.results.filter((x) => !x.ok);
      if (r.updated) notifications.show({ color: 'green', message: `Updated ${r.updated} ticket${r.updated === 1 ? '' : 's'}`, autoClose: 3000 });
      if (failed.length) {
        const subject = (id: string) => tickets.find((t) => t.id === id)?.subject ?? id;
        notifications.show({
          color: 'red', title: `${failed.length} ticket${failed.length === 1 ? ' was' : 's were'} not updated`, autoClose: 8000,
          message: <List size="sm">{failed.map((f) => <List.Item key={f.ticketId}>{subject(f.ticketId)}: {f.error}</List.Item>)}</List>,
        });
      }
      onDone(failed.map((f) => f.ticketId), r.position);
      if (what === 'status') setStatus(null);
      if (what === 'priority') setPriority(null);
      if (what === 'tags') setTags([]);
    } catch (e) {
      notifications.show({ color: 'red', message: failure('Error updating tickets', e), autoClose: 5000 });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)" data-testid="bulk-actions">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Text fw={500}>{selected.length} selected</Text>
        <Group gap={6} align="flex-end">
          <Select label="Status" placeholder="Choose" w={140} data={TICKET_STATUSES.map((s) => ({ value: s, label: label(s) }))} value={status} onChange={setStatus} data-testid="bulk-status" />
          <Button disabled={!status} loading={busy === 'status'} onClick={() => apply('status', { status: status as TicketStatus })} data-testid="bulk-status-apply">Apply</Button>
        </Group>
        <Group gap={6} align="flex-end">
          <Select label="Priority" placeholder="Choose" w={140} data={TICKET_PRIORITIES.map((p) => ({ value: p, label: label(p) }))} value={priority} onChange={setPriority} data-testid="bulk-priority" />
          <Button disabled={!priority} loading={busy === 'priority'} onClick={() => apply('priority', { priority: priority as TicketPriority })} data-testid="bulk-priority-apply">Apply</Button>
        </Group>
        <Group gap={6} align="flex-end">
          <MultiSelect label="Tags" placeholder="Choose" w={220} data={TICKET_TAGS.map((t) => ({ value: t, label: TAG_LABELS[t] }))} value={tags} onChange={setTags} data-testid="bulk-tags" />
          <Button disabled={!tags.length} loading={busy === 'tags'} onClick={() => apply('tags', { tags: tags as TicketTag[] })} data-testid="bulk-tags-apply">Apply</Button>
        </Group>
      </Group>
    </Paper>
  );
}
