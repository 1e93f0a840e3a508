import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Menu, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOOKMARK_LABELS, mayPushToTopicTest, NOT_SIGNED_IN, type QuestionDoc, TOPIC_TEST_CONFIRM } from '@exam/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { setBookmarksLocallyAtom } from './atoms';
import { practiceApi } from './api';
import { BaltiDialog, FeedbackDialog, ReportDialog } from './Dialogs';
import { useFeatureFlag } from '../flags';
import { DistributionBar } from './DistributionBar';
import { minSec } from './format';

/** Asks the browser confirmation, then reloads (spec §4) so the moved question leaves the list. */
async function pushToTopicTest(q: QuestionDoc) {
  if (!window.confirm(TOPIC_TEST_CONFIRM)) return;
  try {
    await practiceApi.pushToTopicTest(q.id, q.examID!);
    notifications.show({ message: 'Question moved to topic test successfully', color: 'green' });
    setTimeout(() => window.location.reload(), 800);
  } catch {
    notifications.show({ message: 'Failed to move question to topic test', color: 'red' });
  }
}

type Props = { q: QuestionDoc; number: number; seconds: number; bookmarks: string[]; roles: string[]; signedIn: boolean };

/** Number, time, chips, bookmarks, the report/feedback/save icons and the role-dependent links. */
export function QuestionHeader({ q, number, seconds, bookmarks, roles, signedIn }: Props) {
  const [dialog, setDialog] = useState<'report' | 'feedback' | 'balti' | null>(null);
  const setLocal = useSetAtom(setBookmarksLocallyAtom);
  const guard = (then: () => void) => () => (signedIn ? then() : notifications.show({ message: NOT_SIGNED_IN, color: 'yellow' }));
  const toggleBookmark = async (label: string, checked: boolean) => {
    const next = checked ? [...bookmarks, label] : bookmarks.filter((b) => b !== label);
    try {
      await practiceApi.bookmarks(q.id, next);
      setLocal({ questionId: q.id, bookmarks: BOOKMARK_LABELS.filter((l) => next.includes(l)) });
      notifications.show({ message: 'Bookmarks Updated', color: 'green' });
    } catch {
      notifications.show({ message: 'Failed to update Bookmarks', color: 'red' });
    }
  };
  const has = (r: string) => roles.includes(r);
  const doubts = useFeatureFlag('doubtsBaltiFlag');
  const testing = has('TestingPerson');

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={700} data-testid="question-number">Q{number}</Text>
          {testing && q.questionNumber !== null && <Badge variant="outline" data-testid="question-number-label">#{q.questionNumber}</Badge>}
          <Text size="sm" c="dimmed" data-testid="time-spent">{minSec(seconds)}</Text>
          <Badge color="blue" variant="light">{q.exam}</Badge>
          <Badge color="grape" variant="light" data-testid="topic-chip">{q.topic} &gt; {q.subTopic}</Badge>
          <Badge color="orange" variant="light" data-testid="difficulty-chip">{q.difficulty}</Badge>
        </Group>
        <Group gap={4}>
          <Menu closeOnItemClick={false} disabled={!signedIn}>
            <Menu.Target>
              <Button size="compact-sm" variant="light" onClick={signedIn ? undefined : guard(() => undefined)} data-testid="bookmark-menu">
                Bookmarks{bookmarks.length ? ` (${bookmarks.length})` : ''}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {BOOKMARK_LABELS.map((l) => (
                <Menu.Item key={l}>
                  <Checkbox label={l} checked={bookmarks.includes(l)} onChange={(e) => toggleBookmark(l, e.currentTarget.checked)} />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Tooltip label="Report"><ActionIcon variant="subtle" color="red" onClick={guard(() => setDialog('report'))} aria-label="Report question">⚑</ActionIcon></Tooltip>
          <Tooltip label="Feedback"><ActionIcon variant="subtle" onClick={guard(() => setDialog('feedback'))} aria-label="Give feedback">☺</ActionIcon></Tooltip>
          {doubts.enabled && <Tooltip label="Save to doubts"><ActionIcon variant="subtle" color="teal" onClick={guard(() => setDialog('balti'))} aria-label="Save to doubts">★</ActionIcon></Tooltip>}
        </Group>
      </Group>
      <Group gap="md">
        {(has('QA_ReportIpmat') || has('QA_ReportCuet')) && (
          <Anchor href={`/resolvers/question?id=${q.id}`} target="_blank" rel="noopener" size="sm" data-testid="edit-question">Edit Question</Anchor>
        )}
        {has('QA_SuperAdmin') && mayPushToTopicTest(roles) && q.examID && (
          <Anchor component="button" size="sm" onClick={() => pushToTopicTest(q)} data-testid="push-topic-test">Push to Topic Test</Anchor>
        )}
      </Group>
      {(testing || has('PlatformSuperAdmin')) && <DistributionBar questionId={q.id} />}
      <ReportDialog questionId={q.id} opened={dialog === 'report'} onClose={() => setDialog(null)} />
      <FeedbackDialog questionId={q.id} opened={dialog === 'feedback'} onClose={() => setDialog(null)} />
      <BaltiDialog questionId={q.id} opened={dialog === 'balti'} onClose={() => setDialog(null)} />
    </>
  );
}
