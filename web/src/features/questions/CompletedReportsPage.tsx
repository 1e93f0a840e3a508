import { Button, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { completedPageProblem, type ResolverRowDoc } from '@exam/domain';
import { questionsApi } from './api';

/** Completed reports (back-office §2.10): sub-topic filter, pager, rows open the read-only view in a new tab. */
export function CompletedReportsPage() {
  const [subTopic, setSubTopic] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [input, setInput] = useState<string | number>('');
  const [data, setData] = useState<{ reports: ResolverRowDoc[]; totalPages: number; totalReports: number } | null>(null);
  useEffect(() => {
    questionsApi.completed({ subTopic: subTopic ?? undefined, page }).then((r) => { setData(r); notifications.show({ message: 'Fetched', autoClose: 1500 }); }, () => { setData(null); notifications.show({ color: 'red', message: 'Failed to Fetch' }); });
  }, [subTopic, page]);
  const total = data?.totalPages ?? 1;
  const goTo = (target: number, via: 'previous' | 'next' | 'input') => {
    const problem = completedPageProblem(target, total, via);
    if (problem) notifications.show({ color: 'red', message: problem });
    else setPage(target);
  };
  const subTopics = [...new Set((data?.reports ?? []).map((r) => r.subTopic))];
  return (
    <Stack>
      <Title order={2}>Completed reports</Title>
      <Select placeholder="Sub-topic" clearable searchable data={subTopic && !subTopics.includes(subTopic) ? [...subTopics, subTopic] : subTopics} value={subTopic} onChange={(s) => { setSubTopic(s); setPage(1); }} w={260} />
      {data && data.reports.length === 0 ? <Text c="dimmed">No errors found</Text> : (
        <Table highlightOnHover>
          <Table.Thead><Table.Tr><Table.Th>Question</Table.Th><Table.Th>Exam</Table.Th><Table.Th>Sub-topic</Table.Th><Table.Th>Reports</Table.Th><Table.Th>Type</Table.Th><Table.Th>Fixed</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {(data?.reports ?? []).map((r) => (
              <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => window.open(`${window.location.origin}/admin/qresolvers/question?id=${r.questionID}`, '_blank')}>
                <Table.Td><Text ff="monospace" size="xs">{r.questionID.slice(0, 8)}</Text></Table.Td><Table.Td>{r.exam}</Table.Td><Table.Td>{r.subTopic}</Table.Td><Table.Td>{r.reportCount}</Table.Td><Table.Td>{r.reportType}</Table.Td>
                <Table.Td>{r.fixedAt ? new Date(r.fixedAt).toLocaleString() : ''} {r.fixedBy?.username ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button size="xs" variant="light" onClick={() => goTo(page - 1, 'previous')}>Previous</Button>
        <Text size="sm">Page {page} of {total}</Text>
        <Button size="xs" variant="light" onClick={() => goTo(page + 1, 'next')}>Next</Button>
        <NumberInput size="xs" w={90} hideControls value={input} onChange={setInput} />
        <Button size="xs" onClick={() => goTo(Number(input), 'input')}>Go</Button>
      </Group>
    </Stack>
  );
}
