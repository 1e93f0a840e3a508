import { Anchor, Badge, Button, Code, Group, Select, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { questionsApi, type TimelineEntry } from './api';

/** Auditors: every question with its latest version, and the full event timeline of the log. */
export function AuditPage() {
  return (
    <Stack>
      <Title order={2}>Audit</Title>
      <Tabs defaultValue="questions">
        <Tabs.List><Tabs.Tab value="questions">Questions</Tabs.Tab><Tabs.Tab value="timeline">Event timeline</Tabs.Tab></Tabs.List>
        <Tabs.Panel value="questions" pt="md"><QuestionIndex /></Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md"><Timeline /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function QuestionIndex() {
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<Awaited<ReturnType<typeof questionsApi.index>>['questions']>([]);
  const load = useCallback(() => questionsApi.index({ search }).then((r) => setRows(r.questions), () => setRows([])), [search]);
  useEffect(() => void load(), [load]);
  useRoom('audit', () => void load());
  return (
    <Stack>
      <TextInput placeholder="Search question text or id" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={360} />
      <Table>
        <Table.Thead><Table.Tr><Table.Th>Question</Table.Th><Table.Th>Exam / topic</Table.Th><Table.Th>Version</Table.Th><Table.Th>Last change</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {rows.map((q) => (
            <Table.Tr key={q.id}>
              <Table.Td><Anchor component={Link} to={`/admin/qresolvers/question?id=${q.id}`}>{q.preview.slice(0, 80) || q.id}</Anchor></Table.Td>
              <Table.Td>{q.exam} / {q.topic} / {q.subTopic}</Table.Td>
              <Table.Td>{q.version}</Table.Td>
              <Table.Td><Text size="sm">{new Date(q.updatedAt).toLocaleString()} · {q.updatedBy?.username ?? 'system'} · {q.lastReason}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Timeline() {
  const [stream, setStream] = useState<string | null>('question-');
  const [correlation, setCorrelation] = useState<string | null>(null);
  const [events, setEvents] = useState<TimelineEntry[]>([]);
  const [next, setNext] = useState<string | undefined>(undefined);
  const [end, setEnd] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const page = useCallback(async (after: string | undefined, replace: boolean) => {
    try {
      const r = await questionsApi.audit({ after, stream: stream ?? undefined, limit: 100, correlationId: correlation ?? undefined });
      setEvents((old) => (replace ? r.events : [...old, ...r.events]));
      setNext(r.next);
      setEnd(r.end);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [stream, correlation]);
  useEffect(() => void page(undefined, true), [page]);
  // new events arrive after the last page read: fetch from there
  useRoom('audit', () => void (end && page(next, false)));
  return (
    <Stack>
      <Group>
        <Select label="Streams" data={[{ value: 'question-', label: 'Questions and their reports' }, { value: 'question-reports-', label: 'Reports only' }, { value: 'mock-', label: 'Mocks' }, { value: 'question-submission-', label: 'Review uploads' }]} value={stream} onChange={setStream} clearable placeholder="Every stream" w={280} />
      </Group>
      {correlation && <Group gap="xs"><Text size="sm">Events of one request (correlation <Code>{correlation}</Code>)</Text><Button size="xs" variant="subtle" onClick={() => setCorrelation(null)}>Show all</Button></Group>}
      {error && <Text c="red">{error}</Text>}
      <Table data-testid="audit-timeline">
        <Table.Thead><Table.Tr><Table.Th>Time</Table.Th><Table.Th>Type</Table.Th><Table.Th>Stream</Table.Th><Table.Th>Actor</Table.Th><Table.Th>Correlation id</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={`${e.stream}:${e.revision}`}>
              <Table.Td><Text size="xs">{new Date(e.occurredAt).toLocaleString()}</Text></Table.Td>
              <Table.Td><Badge variant="light">{e.type}</Badge></Table.Td>
              <Table.Td><Code>{e.stream}</Code> #{e.revision}</Table.Td>
              <Table.Td>{e.actor ? `${e.actor.username ?? e.actor.userId.slice(0, 8)} (${e.actor.roles.join(', ')})` : 'system'}</Table.Td>
              <Table.Td><Anchor size="sm" ff="monospace" onClick={() => setCorrelation(e.correlationId)} title="Show every event of this request">{e.correlationId.slice(0, 13)}</Anchor></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!end && <Button variant="light" w="fit-content" onClick={() => void page(next, false)}>Load more</Button>}
    </Stack>
  );
}
