import { Alert, Button, Checkbox, Grid, Group, Modal, NumberInput, Paper, ScrollArea, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { conceptPlaceholders } from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { type Draft, questionsApi } from './api';
import { QuestionPreview } from './Preview';
import { QuestionForm } from './QuestionForm';

/** Question editor for admins (back-office §2.9, §5). */
export function AdminEditorPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [lookup, setLookup] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [mock, setMock] = useState({ mockId: '', section: '', position: 1 as number | string });
  const [videosOpen, setVideosOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [feedback, setFeedback] = useState('');

  const load = (qid: string) => questionsApi.load(qid).then((r) => { setDraft(r.question); setVersion(r.version); }, (e) => { setDraft(null); notifications.show({ color: 'red', message: errorMessage(e, 'Failed to fetch question') }); });
  useEffect(() => void (id && load(id)), [id]);
  const patch = (p: Draft) => setDraft((d) => ({ ...d, ...p }));

  const save = () => {
    if (!draft?.question?.trim()) return notifications.show({ color: 'red', message: 'Question is required' });
    modals.openConfirmModal({
      title: 'Save question', children: 'Save these changes? They become a new version in the question history.', labels: { confirm: 'Save', cancel: 'Cancel' },
      onConfirm: () => questionsApi.adminUpdate(id!, draft, undefined, version ?? undefined).then((r) => { notifications.show({ color: 'green', message: r.message }); void load(id!); }, (e) => notifications.show({ color: 'red', message: errorMessage(e, 'Failed to update question') })),
    });
  };
  const position = Number(mock.position);
  const addToMock = () => {
    const problem = !mock.mockId.trim() ? 'Mock ID is required' : !mock.section.trim() ? 'Section is required' : !Number.isInteger(position) || position < 1 ? 'Position must be at least 1' : null;
    if (problem) return notifications.show({ color: 'red', message: problem });
    modals.openConfirmModal({
      title: 'Add Question to Mock Exam', children: `Place this question at position ${position} of ${mock.section} in ${mock.mockId}?`, labels: { confirm: 'Add', cancel: 'Cancel' },
      onConfirm: () => questionsApi.addToMock(id!, { ...mock, position }).then((r) => notifications.show({ color: 'green', message: r.message }), (e) => notifications.show({ color: 'red', message: `Failed to add question to mock: ${errorMessage(e)}` })),
    });
  };
  const concepts = draft?.exam && draft.topic ? conceptPlaceholders(draft.exam, draft.topic) : [];
  const addVideos = async () => {
    const videos = concepts.filter((c) => picked.includes(`${c.subTopic}#${c.sequenceNumber}`)).map((c) => ({ ...c, title: '', thumbnail: '' }));
    try {
      const r = await questionsApi.addVideos(id!, videos);
      notifications.show({ color: 'green', message: r.message });
      setVideosOpen(false);
      setPicked([]);
      void load(id!);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, 'Failed to add videos') });
    }
  };
  const reject = () => questionsApi.reject(id!, feedback).then(() => { notifications.show({ color: 'green', message: 'Question Updated Successfully!' }); void load(id!); }, (e) => notifications.show({ color: 'red', message: errorMessage(e) }));

  return (
    <Stack>
      <Title order={2}>Question editor</Title>
      {!id && (
        <Group align="flex-end">
          <TextInput label="Question Lookup by ID" value={lookup} onChange={(e) => setLookup(e.currentTarget.value)} />
          <Button onClick={() => lookup.trim() && setParams({ id: lookup.trim() })}>Fetch</Button>
        </Group>
      )}
      {id && draft && (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack>
              <Group><Title order={4}>Question Metadata</Title><Button size="xs" variant="subtle" component={Link} to={`/admin/qresolvers/question?id=${id}`}>History (version {version})</Button></Group>
              <QuestionForm value={draft} onChange={patch} step="question" />
              <Title order={4}>Answer Options</Title>
              <QuestionForm value={draft} onChange={patch} step="options" />
              <Title order={4}>Question Content</Title>
              <QuestionForm value={draft} onChange={patch} step="solution" />
              <Group><Button onClick={save} data-testid="admin-save">Save question</Button><Button variant="light" onClick={() => setVideosOpen(true)}>Add Videos</Button></Group>
              <Paper withBorder p="sm">
                <Title order={5}>Reject with feedback</Title>
                <Group align="flex-end"><Textarea style={{ flex: 1 }} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} /><Button color="orange" disabled={!feedback.trim()} onClick={() => void reject()}>Reject</Button></Group>
              </Paper>
              <Paper withBorder p="sm">
                <Title order={5}>Add Question to Mock Exam</Title>
                <Group align="flex-end">
                  <TextInput label="Mock ID" value={mock.mockId} onChange={(e) => setMock({ ...mock, mockId: e.currentTarget.value })} />
                  <TextInput label="Section" value={mock.section} onChange={(e) => setMock({ ...mock, section: e.currentTarget.value })} />
                  <NumberInput label="Position" w={100} value={mock.position} onChange={(v) => setMock({ ...mock, position: v })} />
                  <Button onClick={addToMock}>Add</Button>
                </Group>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}><QuestionPreview q={draft} /></Grid.Col>
        </Grid>
      )}
      {id && !draft && <Alert color="gray">Loading question…</Alert>}
      <Modal opened={videosOpen} onClose={() => setVideosOpen(false)} title="Add Videos">
        <Stack>
          <ScrollArea.Autosize mah={360}>
            <Checkbox.Group value={picked} onChange={setPicked}>
              <Stack gap={4}>{concepts.map((c) => <Checkbox key={`${c.subTopic}#${c.sequenceNumber}`} value={`${c.subTopic}#${c.sequenceNumber}`} label={`${c.subTopic} · video ${c.sequenceNumber}`} />)}</Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
          <Button disabled={picked.length === 0} onClick={() => void addVideos()}>Add</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
