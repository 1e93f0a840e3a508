import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { isComprehensionData } from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { type Draft, questionsApi } from './api';
import { QuestionPreview } from './Preview';

type Parsed = { ok: true; data: Record<string, Record<string, unknown>> } | { ok: false };
function parse(text: string): Parsed {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? { ok: true, data: v as Record<string, Record<string, unknown>> } : { ok: false };
  } catch {
    return { ok: false };
  }
}
const asDraft = (e: Record<string, unknown> | undefined): Draft => {
  if (!e || typeof e !== 'object') return {};
  const o = Array.isArray(e.options) ? (e.options as string[]) : [];
  return { ...(e as Draft), option1: o[0] ?? (e.option1 as string), option2: o[1] ?? (e.option2 as string), option3: o[2] ?? (e.option3 as string), option4: o[3] ?? (e.option4 as string), correctAnswer: e.correctAnswer === undefined ? '' : String(e.correctAnswer), type: o[0] || e.option1 ? 'MCQ' : 'Numerical' };
};

/** Upload questions screen (authoring §2.3, §4, §5): paste JSON, check it, preview, confirm, upload. */
export function UploadPage() {
  const [text, setText] = useState('');
  const [current, setCurrent] = useState(0);
  const [busy, setBusy] = useState(false);
  const parsed = useMemo(() => (text.trim() ? parse(text) : null), [text]);
  const keys = parsed?.ok ? Object.keys(parsed.data) : [];
  const comprehension = parsed?.ok ? isComprehensionData(parsed.data) : false;

  const upload = (kind: 'general' | 'comprehension') => {
    if (!parsed?.ok || !keys.length) return notifications.show({ color: 'red', message: 'Please enter valid JSON data' });
    const failed = kind === 'general' ? 'Failed to upload questions' : 'Failed to upload comprehension sets';
    modals.openConfirmModal({
      title: kind === 'general' ? 'Upload general questions' : 'Upload comprehension sets',
      children: <Text size="sm">Upload {keys.length} questions{kind === 'comprehension' ? ' as comprehension sets' : ''}?</Text>,
      labels: { confirm: 'Upload', cancel: 'Cancel' },
      onConfirm: async () => {
        setBusy(true);
        try {
          const res = await questionsApi.upload(kind, parsed.data);
          notifications.show({ color: 'green', message: res.message });
          const dups = res.metadata.duplicates;
          if (dups.length) {
            console.table(dups);
            // authoring §9: the duplicate toast shows for 5 s, 1 s after the upload's own
            setTimeout(() => notifications.show({ color: 'yellow', message: res.metadata.duplicatesMessage ?? `${dups.length} duplicates were skipped. Check console for details.`, autoClose: 5000 }), 1000);
          }
        } catch (e) {
          notifications.show({ color: 'red', message: errorMessage(e, failed) });
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Stack>
      <Title order={2}>Upload questions</Title>
      <Textarea label="JSON" placeholder='{"1": {"exam": "IPMAT Indore", "topic": "Arithmetic", ...}}' autosize minRows={8} maxRows={20} value={text} onChange={(e) => { setText(e.currentTarget.value); setCurrent(0); }} data-testid="upload-json" />
      {parsed && (parsed.ok ? (
        <Alert color="teal" title="Valid JSON" data-testid="json-valid">
          <Group gap="xs"><Badge>{keys.length} questions</Badge><Badge color={comprehension ? 'grape' : 'gray'}>{comprehension ? 'comprehension data' : 'general questions'}</Badge></Group>
        </Alert>
      ) : (
        <Alert color="red" title="Invalid JSON" data-testid="json-invalid">Please check your JSON format</Alert>
      ))}
      <Group>
        <Button loading={busy} onClick={() => upload('general')} data-testid="upload-general">Upload general questions</Button>
        <Button loading={busy} variant="light" onClick={() => upload('comprehension')} data-testid="upload-comprehension">Upload comprehension sets</Button>
      </Group>
      {parsed?.ok && keys.length > 0 && (
        <Stack>
          <Title order={4}>Data preview</Title>
          <SimpleGrid cols={10} spacing={4}>
            {keys.map((k, i) => <Button key={k} size="xs" variant={i === current ? 'filled' : 'default'} onClick={() => setCurrent(i)}>{k}</Button>)}
          </SimpleGrid>
          <QuestionPreview q={asDraft(parsed.data[keys[current]])} />
          <Button w="fit-content" variant="light" disabled={current >= keys.length - 1} onClick={() => setCurrent((c) => c + 1)}>Next Question</Button>
        </Stack>
      )}
    </Stack>
  );
}
