import type { TicketPriority, TicketStatus, TicketTag } from '@exam/domain';
import { Badge, Group } from '@mantine/core';
import { label, PRIORITY_COLORS, STATUS_COLORS, TAG_LABELS } from './format';

export const StatusBadge = ({ status }: { status: TicketStatus }) => (
  <Badge color={STATUS_COLORS[status]} variant="light" data-testid="ticket-status">{label(status)}</Badge>
);
export const PriorityBadge = ({ priority }: { priority: TicketPriority }) => (
  <Badge color={PRIORITY_COLORS[priority]} variant="outline" data-testid="ticket-priority">{label(priority)}</Badge>
);
export const TagBadges = ({ tags }: { tags: TicketTag[] }) => (
  <Group gap={4}>
    {tags.map((t) => <Badge key={t} size="xs" color="gray" variant="dot">{TAG_LABELS[t] ?? t}</Badge>)}
  </Group>
);
