import { Autocomplete, Button, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BALTI_FULL, feedbackProblem, REPORT_OPTIONS, reportNeedsExplanation, reportProblem, SELECT_BALTI } from '@exam/domain';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/http';
import { practiceApi } from './api';

type DialogProps = { questionId: string; opened: boolean; onClose: () => void };
const ok = (message: string) => notifications.show({ message, color: 'green' });
const fail = (message: string) => notifications.show({ message, color: 'red' });

/** Report a question: an option is required; all but the formatting one need a short explanation. */
export function ReportDialog({ questionId, opened, onClose }: DialogProps) {
  const [option, setOption] = useState('');
  const [explanation, setExplanation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = reportProblem(option, explanation);
    if (problem) return setError(problem);
    try {
      await practiceApi.report(questionId, option, explanation);
      ok('Reported! Thank you.');
      onClose();
    } catch (e) {
      fail(isApiError(e) && e.code === 'NOT_SIGNED_IN' ? e.message : 'Failed to report!');
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Report this question">
      <Stack>
        <Radio.Group value={option} onChange={(v) => { setOption(v); setError(null); }} data-testid="report-options">
          <Stack gap="xs">{REPORT_OPTIONS.map((o) => <Radio key={o} value={o} label={o} />)}</Stack>
        </Radio.Group>
        {reportNeedsExplanation(option) && option && <Textarea label="Explanation" value={explanation} onChange={(e) => setExplanation(e.currentTarget.value)} />}
        {error && <Text c="red" size="sm" role="alert">{error}</Text>}
        <Button onClick={submit}>Report</Button>
      </Stack>
    </Modal>
  );
}

/** Feedback: positive or negative; a negative one needs a reason. */
export function FeedbackDialog({ questionId, opened, onClose }: DialogProps) {
  const [type, setType] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = feedbackProblem(type, reason);
    if (problem) return setError(problem);
    try {
      await practiceApi.feedback(questionId, type, reason);
      ok('Thanks for your feedback!');
      onClose();
    } catch (e) {
      fail(errorMessage(e, 'Something went wrong!'));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Feedback on this question">
      <Stack>
        <Radio.Group value={type} onChange={(v) => { setType(v); setError(null); }}>
          <Stack gap="xs"><Radio value="positive" label="Positive" /><Radio value="negative" label="Negative" /></Stack>
        </Radio.Group>
        <Textarea label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        {error && <Text c="red" size="sm" role="alert">{error}</Text>}
        <Button onClick={submit}>Send feedback</Button>
      </Stack>
    </Modal>
  );
}

/** Save to a doubts bucket ('balti'): choose an existing one or name a new one; 20 questions each. */
export function BaltiDialog({ questionId, opened, onClose }: DialogProps) {
  const [balti, setBalti] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) practiceApi.baltis().then((r) => setNames(r.baltis.map((b) => b.name))).catch(() => setNames([]));
  }, [opened]);
  const submit = async () => {
    if (!balti.trim()) return setError(SELECT_BALTI);
    try {
      await practiceApi.addToBalti(questionId, balti);
      ok(`Added to ${balti.trim()}`);
      onClose();
    } catch (e) {
      const message = isApiError(e) && (e.message === BALTI_FULL || e.status < 500) ? e.message : 'Error adding question to balti';
      setError(message);
      fail(message);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Save to a doubts balti">
      <Stack>
        <Autocomplete label="Balti" placeholder="Choose or type a name" data={names} value={balti} onChange={(v) => { setBalti(v); setError(null); }} />
        {error && <Text c="red" size="sm" role="alert">{error}</Text>}
        <Button onClick={submit}>Save</Button>
      </Stack>
    </Modal>
  );
}
