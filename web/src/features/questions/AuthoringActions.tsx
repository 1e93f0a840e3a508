import { Button, Group, Modal, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ACTION_LABELS, type AuthoringAction, updateRoute } from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { type Draft, questionsApi } from './api';

type Props = { actions: AuthoringAction[]; draft: Draft; questionId: string | null; adminEditId: string | null; version?: number; enabled: boolean; onDone: (kind: 'new' | 'updated') => void };

/** Submit-step buttons: what they call depends on the action, the question's status and where it sits. */
export function AuthoringActions({ actions, draft, questionId, adminEditId, version, enabled, onDone }: Props) {
  const [dialog, setDialog] = useState<null | 'mock' | 'set' | 'source'>(null);
  const [busy, setBusy] = useState(false);
  const [mock, setMock] = useState({ mockId: '', section: '', position: 1 as number | string });
  const [setID, setSetID] = useState('');
  const [note, setNote] = useState('');

  const go = async (fn: () => Promise<{ message: string }>, kind: 'new' | 'updated') => {
    setBusy(true);
    try {
      const res = await fn();
      notifications.show({ color: 'green', message: res.message });
      setDialog(null);
      onDone(kind);
    } catch (e) {
      notifications.show({ color: 'red', title: 'Error Uploading Question!', message: errorMessage(e, 'Failed to upload question') });
    } finally {
      setBusy(false);
    }
  };
  const fresh = !questionId;
  const click = (a: AuthoringAction) => {
    if (a === 'submit') return go(() => questionsApi.submit(draft), 'new');
    if (a === 'uploadForReview') return go(() => questionsApi.review(draft), 'new');
    if (a === 'updateAsAdmin') return go(() => questionsApi.adminUpdate(adminEditId!, draft, undefined, version), 'updated');
    if (a === 'addToMock') return setDialog('mock');
    if (a === 'addToSet') return setDialog('set');
    if (a === 'update') return updateRoute(draft) === 'source' ? setDialog('source') : go(() => questionsApi.update(questionId!, draft, undefined, version), 'updated');
  };
  const position = Number(mock.position);
  const mockProblem = !mock.mockId.trim() ? 'Mock ID is required' : !mock.section.trim() ? 'Section is required' : !Number.isInteger(position) || position < 1 ? 'Position must be at least 1' : null;

  return (
    <>
      <Group data-testid="authoring-actions">
        {actions.length === 0 && <Text c="dimmed" size="sm">No action is available for your role and this question's status.</Text>}
        {actions.map((a) => (
          <Button key={a} disabled={!enabled} loading={busy} onClick={() => void click(a)} data-testid={`action-${a}`}>{ACTION_LABELS[a]}</Button>
        ))}
      </Group>
      <Modal opened={dialog === 'mock'} onClose={() => setDialog(null)} title="Add to Mock">
        <Stack>
          <TextInput label="Mock ID" value={mock.mockId} onChange={(e) => setMock({ ...mock, mockId: e.currentTarget.value })} />
          <TextInput label="Section" value={mock.section} onChange={(e) => setMock({ ...mock, section: e.currentTarget.value })} />
          <NumberInput label="Position" min={1} value={mock.position} onChange={(v) => setMock({ ...mock, position: v })} error={mock.mockId && mock.section ? mockProblem : null} />
          <Button disabled={!!mockProblem} loading={busy} onClick={() => void go(() => (fresh ? questionsApi.addNewToMock(draft, { ...mock, position }) : questionsApi.addToMock(questionId!, { ...mock, position })), fresh ? 'new' : 'updated')}>Confirm</Button>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'set'} onClose={() => setDialog(null)} title="Add To RC/DILR">
        <Stack>
          <TextInput label="Set ID (leave empty for a new set)" value={setID} onChange={(e) => setSetID(e.currentTarget.value)} />
          <Button loading={busy} onClick={() => void go(() => (fresh ? questionsApi.addToSet(draft, setID) : questionsApi.addExistingToSet(questionId!, setID)), fresh ? 'new' : 'updated')}>Confirm</Button>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'source'} onClose={() => setDialog(null)} title="Update a sourced question">
        <Stack>
          <Text size="sm">This question comes from <b>{draft.questionSource}</b>. Say what you changed and why; it is kept in the question's history.</Text>
          <Textarea label="Reason" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <Button loading={busy} onClick={() => void go(() => questionsApi.update(questionId!, draft, note, version), 'updated')}>Update Question</Button>
        </Stack>
      </Modal>
    </>
  );
}
