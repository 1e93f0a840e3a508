import { Alert, Button, Group, NumberInput, Select, SegmentedControl, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  EXAM_NAMES, examTopics, isCuetExam, nextSortDirection, pageCount, pageInputProblem, REPORT_OPTIONS, type ReportListPage, type ResolverRowDoc,
  sectionForTopic, type SortColumn, sortChoice, subTopicsOf,
} from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { questionsApi } from './api';
import { useResolverFilters } from './useResolverFilters';

const arrow = (d: string | null) => (d === 'desc' ? ' ↓' : d === 'asc' ? ' ↑' : '');

/** Errors and Corrected report lists (back-office §2.10), general or CUET. */
export function ResolverListPage({ variant }: { variant: 'general' | 'cuet' }) {
  const [f, update] = useResolverFilters(variant);
  const [data, setData] = useState<ReportListPage<ResolverRowDoc> | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageInput, setPageInput] = useState<string | number>('');
  const navigate = useNavigate();
  const exams = EXAM_NAMES.filter((e) => isCuetExam(e) === (variant === 'cuet'));

  const load = useCallback(async () => {
    try {
      const res = await questionsApi.reports({ section: f.section, variant, page: f.page, sort: sortChoice(f.sortColumn, f.sortDirection), exam: f.exam, topic: f.topic, subTopic: f.subTopic, category: f.category });
      setData(res);
      setFailed(false);
    } catch (e) {
      setData(null); // the spec: on failure the list is emptied
      setFailed(true);
      notifications.show({ color: 'red', message: 'Failed to load data', title: errorMessage(e, '') || undefined });
      if (f.page !== 1) update({ page: 1 });
    }
  }, [f, variant]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => void load(), [load]);
  useRoom('resolvers', () => void load());

  const sortBy = (column: SortColumn) => {
    const direction = f.sortColumn === column ? nextSortDirection(f.sortDirection) : 'desc';
    update({ sortColumn: direction ? column : null, sortDirection: direction, page: 1 });
  };
  const total = data ? pageCount(data.totalReports, data.totalPages) : 1;
  const go = () => {
    const problem = pageInputProblem(String(pageInput), total);
    if (problem) notifications.show({ color: 'red', message: problem });
    else update({ page: Number(pageInput) });
  };
  const section = f.exam && f.topic ? sectionForTopic(f.exam, f.topic) : null;

  return (
    <Stack data-testid={`resolver-list-${variant}`}>
      <Group justify="space-between">
        <Title order={2}>{variant === 'cuet' ? 'CUET error reports' : 'Error reports'}</Title>
        <Group gap="xs">
          <Button component={Link} to={variant === 'cuet' ? '/resolvers/errors' : '/resolvers/cuet/errors'} variant="subtle" size="xs">{variant === 'cuet' ? 'General reports' : 'CUET reports'}</Button>
          <Button component={Link} to="/resolvers/completed" variant="subtle" size="xs">Completed</Button>
        </Group>
      </Group>
      <SegmentedControl w="fit-content" data={[{ value: 'errors', label: 'Errors' }, { value: 'corrected', label: 'Corrected' }]} value={f.section} onChange={(s) => update({ section: s as 'errors' | 'corrected', page: 1 })} data-testid="section-switch" />
      <Group>
        <Select placeholder="Exam" clearable data={exams} value={f.exam || null} onChange={(e) => update({ exam: e ?? '', topic: '', subTopic: '', page: 1 })} />
        <Select placeholder="Topic" clearable data={f.exam ? examTopics(f.exam) : []} value={f.topic || null} onChange={(t) => update({ topic: t ?? '', subTopic: '', page: 1 })} />
        <Select placeholder="Sub-topic" clearable data={section ? subTopicsOf(f.exam, section, f.topic) : []} value={f.subTopic || null} onChange={(s) => update({ subTopic: s ?? '', page: 1 })} />
        <Select placeholder="Category" clearable data={[...REPORT_OPTIONS]} value={f.category || null} onChange={(c) => update({ category: c ?? '', page: 1 })} />
      </Group>
      {failed && <Alert color="red">Failed to load data</Alert>}
      {data && data.reports.length === 0 ? (
        <Text c="dimmed" data-testid="empty">No records found with the selected filters</Text>
      ) : data ? (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th><Table.Th>Exam</Table.Th><Table.Th>Topic / Sub-topic</Table.Th>
              <Table.Th><UnstyledButton onClick={() => sortBy('reportCount')} data-testid="sort-count">Reports{f.sortColumn === 'reportCount' ? arrow(f.sortDirection) : ''}</UnstyledButton></Table.Th>
              <Table.Th><UnstyledButton onClick={() => sortBy('reportTime')} data-testid="sort-time">Reported{f.sortColumn === 'reportTime' ? arrow(f.sortDirection) : ''}</UnstyledButton></Table.Th>
              <Table.Th>What's wrong</Table.Th><Table.Th>Remark</Table.Th>
              {f.section === 'corrected' && <><Table.Th>Type</Table.Th><Table.Th>Fixed</Table.Th></>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.reports.map((r) => (
              <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => navigate(`/resolvers/question?id=${r.questionID}`)} data-testid={`row-${r.questionID}`}>
                <Table.Td><Text size="xs" ff="monospace">{r.questionID.slice(0, 8)}</Text></Table.Td>
                <Table.Td>{r.exam}</Table.Td>
                <Table.Td>{r.topic} / {r.subTopic}</Table.Td>
                <Table.Td>{r.reportCount}</Table.Td>
                <Table.Td>{new Date(r.reportTime).toLocaleString()}</Table.Td>
                <Table.Td>{r.whatsWrong}</Table.Td>
                <Table.Td><Text size="sm" lineClamp={2}>{r.remark}</Text></Table.Td>
                {f.section === 'corrected' && <><Table.Td>{r.reportType}</Table.Td><Table.Td>{r.fixedAt ? new Date(r.fixedAt).toLocaleString() : ''} {r.fixedBy?.username ?? ''}</Table.Td></>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {data && data.totalReports > 0 && (
        <Group>
          <Button size="xs" variant="light" disabled={f.page <= 1} onClick={() => update({ page: f.page - 1 })}>Previous</Button>
          <Text size="sm">Page {f.page} of {total} · {data.startItem}-{data.endItem} of {data.totalReports}</Text>
          <Button size="xs" variant="light" disabled={f.page >= total} onClick={() => update({ page: f.page + 1 })}>Next</Button>
          <NumberInput size="xs" w={90} placeholder="Page" value={pageInput} onChange={setPageInput} hideControls />
          <Button size="xs" onClick={go}>Go</Button>
        </Group>
      )}
    </Stack>
  );
}
