import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TAGS } from '@exam/domain';
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { Handler } from './api';
import { label, TAG_LABELS } from './format';
import type { useTicketFilters } from './useTicketFilters';

type Props = { state: ReturnType<typeof useTicketFilters>; admin: boolean; handlers?: Handler[]; myEmail?: string };

const statusData = TICKET_STATUSES.map((s) => ({ value: s, label: label(s) }));
const priorityData = TICKET_PRIORITIES.map((p) => ({ value: p, label: label(p) }));
const tagData = TICKET_TAGS.map((t) => ({ value: t, label: TAG_LABELS[t] }));

/** §3 ticket filters. Every change goes to the query string (and page 1) at once; search after a pause. */
export function TicketFilters({ state, admin, handlers = [], myEmail }: Props) {
  const { filters, setFilters, clear, active } = state;
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const commitSearch = useDebouncedCallback((v: string) => setFilters({ search: v.trim() }), 350);

  const assignee = filters.unassigned ? '__none' : filters.assignedToEmail || '';
  const assigneeData = [
    { value: '', label: 'Anyone' },
    { value: '__none', label: 'Unassigned' },
    ...(myEmail ? [{ value: myEmail, label: 'Assigned to me' }] : []),
    ...handlers.filter((h) => h.email !== myEmail).map((h) => ({ value: h.email, label: `${h.name} (${h.email})` })),
  ];

  return (
    <Paper withBorder p="sm" radius="md" data-testid="ticket-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: admin ? 4 : 2 }} spacing="sm">
        <TextInput label="Search" placeholder="Subject or message text" value={search} data-testid="filter-search"
          onChange={(e) => { setSearch(e.currentTarget.value); commitSearch(e.currentTarget.value); }} />
        <MultiSelect searchable label="Status" data={statusData} value={filters.status} clearable data-testid="filter-status"
          onChange={(v) => setFilters({ status: v })} />
        {admin && (
          <>
            <MultiSelect searchable label="Priority" data={priorityData} value={filters.priority} clearable data-testid="filter-priority" onChange={(v) => setFilters({ priority: v })} />
            <MultiSelect searchable label="Tags" data={tagData} value={filters.tags} clearable data-testid="filter-tags" onChange={(v) => setFilters({ tags: v })} />
            <Select label="Assignee" data={assigneeData} value={assignee} allowDeselect={false} data-testid="filter-assignee"
              onChange={(v) => setFilters(v === '__none' ? { unassigned: true, assignedToEmail: null } : { unassigned: null, assignedToEmail: v || null })} />
            <TextInput type="date" label="Created after" value={filters.createdAfter} onChange={(e) => setFilters({ createdAfter: e.currentTarget.value })} />
            <TextInput type="date" label="Created before" value={filters.createdBefore} onChange={(e) => setFilters({ createdBefore: e.currentTarget.value })} />
          </>
        )}
      </SimpleGrid>
      {active && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" onClick={clear} data-testid="filters-clear">Clear filters</Button>
        </Group>
      )}
    </Paper>
  );
}
