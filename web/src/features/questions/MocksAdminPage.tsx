import { Badge, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, type Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { questionsApi } from './api';
import { MergeJsonTool } from './MergeJsonTool';

type Mock = Awaited<ReturnType<typeof questionsApi.mocks>>['mocks'][number];

/** Mocks admin (back-office §2.3) with the mock upload form (§2.4). */
export function MocksAdminPage() {
  const [params, setParams] = useSearchParams();
  const mockId = params.get('mockId');
  return mockId ? <MockQuestions mockId={mockId} onBack={() => setParams({})} /> : <MockList />;
}

function MockList() {
  const [status, setStatus] = useState('all');
  const [exam, setExam] = useState('');
  const [mocks, setMocks] = useState<Mock[] | null>(null);
  const load = useCallback(async (after?: Position) => {
    try {
      setMocks((await questionsApi.mocks({ status, exam }, after)).mocks);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to fetch mock details') });
    }
  }, [status, exam]);
  useEffect(() => void load(), [load]);
  useRoom('mocks', (n) => void load(n?.position));
  const toggle = async (m: Mock) => {
    try {
      const r = await questionsApi.setMockActive(m.id, m.examActive ? 0 : 1);
      await load(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
  };
  return (
    <Stack>
      <Title order={2}>Mocks</Title>
      <Group>
        <SegmentedControl data={['all', 'active', 'inactive']} value={status} onChange={setStatus} data-testid="mock-status" />
        <TextInput placeholder="Exam (matches the mock id)" value={exam} onChange={(e) => setExam(e.currentTarget.value)} data-testid="mock-exam" />
      </Group>
      {mocks && mocks.length === 0 ? <Text c="dimmed">No mocks found.</Text> : (
        <Table>
          <Table.Thead><Table.Tr><Table.Th>Mock ID</Table.Th><Table.Th>Name</Table.Th><Table.Th>Questions per section</Table.Th><Table.Th>Status</Table.Th><Table.Th /></Table.Tr></Table.Thead>
          <Table.Tbody>
            {(mocks ?? []).map((m) => (
              <Table.Tr key={m.id} data-testid={`mock-${m.id}`}>
                <Table.Td><Link to={`/admin/mocks?mockId=${encodeURIComponent(m.id)}`}>{m.id}</Link></Table.Td>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>{m.sections.map((s) => `${s}: ${m.questionsPerSection[s] ?? 0}`).join(' · ')}</Table.Td>
                <Table.Td><Badge color={m.examActive ? 'green' : 'gray'}>{m.examActive ? 'Active' : 'Inactive'}</Badge></Table.Td>
                <Table.Td><Button size="xs" variant="light" onClick={() => void toggle(m)}>{m.examActive ? 'Deactivate' : 'Activate'}</Button></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <MockUpload onDone={(p) => void load(p)} />
    </Stack>
  );
}

function MockQuestions({ mockId, onBack }: { mockId: string; onBack: () => void }) {
  const [sections, setSections] = useState<string[]>([]);
  const [section, setSection] = useState<string | null>(null);
  const [questions, setQuestions] = useState<Array<{ questionNumber: number; questionId: string; setID: string | null; preview: string }> | null>(null);
  useEffect(() => {
    questionsApi.mocks({ status: 'all', exam: `^${mockId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` }).then((r) => {
      const s = r.mocks[0]?.sections ?? [];
      setSections(s);
      setSection(s[0] ?? null);
    }, (e) => notifications.show({ color: 'red', message: errorMessage(e, 'Failed to fetch mock details') }));
  }, [mockId]);
  useEffect(() => {
    if (!section) return;
    questionsApi.mockSection(mockId, section).then((r) => setQuestions(r.questions), (e) => notifications.show({ color: 'red', message: errorMessage(e, 'Failed to fetch questions') }));
  }, [mockId, section]);
  return (
    <Stack>
      <Group><Button variant="subtle" onClick={onBack}>Back to Mocks</Button><Title order={3}>{mockId}</Title></Group>
      <Select label="Section" data={sections} value={section} onChange={setSection} w={200} />
      {questions && questions.length === 0 ? <Text c="dimmed">No questions found for this section.</Text> : (
        <Table>
          <Table.Tbody>
            {(questions ?? []).map((q) => (
              <Table.Tr key={q.questionId}><Table.Td>{q.questionNumber}</Table.Td><Table.Td>{q.preview}</Table.Td><Table.Td>{q.setID && <Badge size="xs">set</Badge>}</Table.Td>
                <Table.Td><Link to={`/admin/questions/edit?id=${q.questionId}`}>Edit</Link></Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function MockUpload({ onDone }: { onDone: (p: Position) => void }) {
  const [form, setForm] = useState({ examID: '', section: '', questions: '' });
  const submit = async () => {
    let data: unknown;
    try {
      data = JSON.parse(form.questions);
    } catch {
      return notifications.show({ color: 'red', message: 'Please enter valid JSON data' });
    }
    try {
      const r = await questionsApi.uploadMock(form.examID.trim(), form.section.trim(), data);
      notifications.show({ color: 'green', message: r.message });
      onDone(r.position);
    } catch (e) {
      notifications.show({ color: 'red', title: 'Upload Failed', message: errorMessage(e) });
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Upload a mock section</Title>
          <Group><TextInput label="ExamID" value={form.examID} onChange={(e) => setForm({ ...form, examID: e.currentTarget.value })} /><TextInput label="Section" value={form.section} onChange={(e) => setForm({ ...form, section: e.currentTarget.value })} /></Group>
          <Textarea label="Questions" autosize minRows={4} maxRows={12} value={form.questions} onChange={(e) => setForm({ ...form, questions: e.currentTarget.value })} />
          <Button w="fit-content" onClick={() => void submit()}>Upload</Button>
        </Stack>
      </Paper>
      {/* Merged files go straight into the Questions field, so two halves upload as one section. */}
      <MergeJsonTool onUse={(json) => setForm((f) => ({ ...f, questions: json }))} />
    </SimpleGrid>
  );
}
