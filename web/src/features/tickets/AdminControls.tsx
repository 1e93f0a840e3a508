import { allowedTransitions, TICKET_PRIORITIES, TICKET_TAGS, type TicketPriority, type TicketStatus, type TicketTag } from '@exam/domain';
import { Button, Group, Menu, MultiSelect, Select } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { MutationResult, Position } from '../../lib/http';
import type { User } from '../auth/atoms';
import { type TicketItem, ticketsApi } from './api';
import { failure, label, TAG_LABELS } from './format';
import { useHandlers } from './useHandlers';

type Props = { ticket: TicketItem; me: User; onChanged: (position?: Position) => void };

/** Assignment button, status dropdown (allowed transitions only, confirmed), priority and tags. */
export function AdminControls({ ticket, me, onChanged }: Props) {
  const handlers = useHandlers();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (what: string, prefix: string, call: () => Promise<MutationResult>) => {
    setBusy(what);
    try {
      const r = await call();
      onChanged(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: failure(prefix, e), autoClose: 6000 });
      onChanged();
    } finally {
      setBusy(null);
    }
  };
  const assign = (body: Parameters<typeof ticketsApi.assign>[1]) => run('assign', 'Error assigning ticket', () => ticketsApi.assign(ticket.id, body));

  const mine = ticket.assignedToId === me.userId;
  const assignButton = !ticket.assignedToId
    ? <Button size="xs" loading={busy === 'assign'} onClick={() => void assign({ assignToSelf: true })} data-testid="assign-me">Assign to me</Button>
    : mine
      ? <Button size="xs" variant="default" loading={busy === 'assign'} onClick={() => void assign({ assignToSelf: false })} data-testid="unassign-me">Unassign from me</Button>
      : <Button size="xs" color="orange" loading={busy === 'assign'} onClick={() => void assign({ assignToSelf: true, takeOver: true, expectedAssigneeId: ticket.assignedToId })} data-testid="take-over">Take over</Button>;

  const changeStatus = (next: string | null) => {
    if (!next || next === ticket.status) return;
    modals.openConfirmModal({
      title: 'Change status',
      children: `Change the status of this ticket from ${ticket.status} to ${next}?`,
      labels: { confirm: 'Confirm', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'confirm-status' } as never,
      onConfirm: () => void run('status', 'Error updating ticket', () => ticketsApi.setStatus(ticket.id, next as TicketStatus)),
    });
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="admin-controls">
      <Group gap={4}>
        {assignButton}
        <Menu position="bottom-start">
          <Menu.Target><Button size="xs" variant="subtle" data-testid="assign-other">Assign to…</Button></Menu.Target>
          <Menu.Dropdown>
            {handlers.filter((h) => h.userId !== ticket.assignedToId).map((h) => (
              <Menu.Item key={h.userId} onClick={() => void assign({ assigneeUserId: h.userId })}>{h.name} · {h.email}</Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Select size="xs" w={140} label="Status" allowDeselect={false} value={ticket.status} disabled={busy === 'status'} data-testid="status-select"
        data={[ticket.status, ...allowedTransitions(ticket.status)].map((s) => ({ value: s, label: label(s) }))} onChange={changeStatus} />
      <Select size="xs" w={120} label="Priority" allowDeselect={false} value={ticket.priority} disabled={busy === 'priority'} data-testid="priority-select"
        data={TICKET_PRIORITIES.map((p) => ({ value: p, label: label(p) }))}
        onChange={(p) => p && p !== ticket.priority && void run('priority', 'Error updating ticket', () => ticketsApi.update(ticket.id, { priority: p as TicketPriority }))} />
      <MultiSelect size="xs" w={260} label="Tags" value={ticket.tags} disabled={busy === 'tags'} data={TICKET_TAGS.map((t) => ({ value: t, label: TAG_LABELS[t] }))}
        onChange={(tags) => void run('tags', 'Error updating ticket', () => ticketsApi.update(ticket.id, { tags: tags as TicketTag[] }))} />
    </Group>
  );
}
