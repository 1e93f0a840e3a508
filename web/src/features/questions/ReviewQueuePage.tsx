import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SubmissionDoc } from '@exam/domain';
import { api, errorMessage, type Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { QuestionPreview } from './Preview';

/** Applicants' uploads waiting for review: accept into the bank, or reject with feedback. */
export function ReviewQueuePage() {
  const [status, setStatus] = useState('submitted');
  const [items, setItems] = useState<SubmissionDoc[]>([]);
  const [feedback, setFeedback] = useState<Record<string, string>>({});
  const load = useCallback((after?: Position) => api.get<{ submissions: SubmissionDoc[] }>(`/api/authoring/submissions?status=${status}`, { after }).then((r) => setItems(r.submissions), (e) => notifications.show({ color: 'red', message: errorMessage(e, 'Failed to load data') })), [status]);
  useEffect(() => void load(), [load]);
  useRoom('reviews', (n) => void load(n?.position));
  const act = async (id: string, kind: 'accept' | 'reject') => {
    try {
      const r = await api.post<{ message: string; position: Position }>(`/api/authoring/submissions/${id}/${kind}`, kind === 'reject' ? { feedback: feedback[id] ?? '' } : {});
      notifications.show({ color: 'green', message: r.message });
      void load(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
  };
  return (
    <Stack>
      <Title order={2}>Uploads for review</Title>
      <SegmentedControl w="fit-content" data={['submitted', 'accepted', 'rejected']} value={status} onChange={setStatus} />
      {items.length === 0 && <Text c="dimmed">No uploads here.</Text>}
      {items.map((s) => (
        <Paper key={s.id} withBorder p="md">
          <Stack>
            <Group justify="space-between">
              <Text size="sm">by {s.submittedBy?.username ?? 'unknown'} · {new Date(s.submittedAt).toLocaleString()}</Text>
              <Badge>{s.status}</Badge>
            </Group>
            <QuestionPreview q={s.fields} />
            {s.status === 'submitted' ? (
              <Group align="flex-end">
                <Button color="teal" onClick={() => void act(s.id, 'accept')}>Accept</Button>
                <Textarea placeholder="Feedback for the author" style={{ flex: 1 }} value={feedback[s.id] ?? ''} onChange={(e) => setFeedback({ ...feedback, [s.id]: e.currentTarget.value })} />
                <Button color="orange" disabled={!feedback[s.id]?.trim()} onClick={() => void act(s.id, 'reject')}>Reject</Button>
              </Group>
            ) : s.status === 'accepted' ? (
              <Text size="sm">Accepted by {s.reviewedBy?.username} · <Link to={`/admin/questions/edit?id=${s.questionId}`}>open question</Link></Text>
            ) : (
              <Text size="sm">Rejected by {s.reviewedBy?.username}: {s.feedback}</Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
