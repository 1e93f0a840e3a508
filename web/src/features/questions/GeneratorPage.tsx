import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { GENERATOR_MESSAGES, overlappingRanges, parseRanges, rangeIndexOf } from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { questionsApi } from './api';

const COLOURS = ['blue', 'grape', 'teal', 'orange', 'cyan', 'lime', 'pink', 'indigo'];
type Q = { questionNumber: number; questionId: string; setID: string | null; preview: string };

/** Comprehension-set generator (authoring §2.2, §4, §5). */
export function GeneratorPage() {
  const [examId, setExamId] = useState('');
  const [section, setSection] = useState('');
  const [rangeText, setRangeText] = useState('');
  const [questions, setQuestions] = useState<Q[] | null>(null);
  const [busy, setBusy] = useState(false);
  const ranges = parseRanges(rangeText);
  const overlaps = overlappingRanges(ranges);

  const fetchData = async () => {
    if (!examId.trim() || !section.trim()) return notifications.show({ color: 'red', message: GENERATOR_MESSAGES.missingInputs });
    try {
      const res = await questionsApi.mockSection(examId.trim(), section.trim());
      setQuestions(res.questions);
      notifications.show({ color: 'green', message: res.message });
    } catch (e) {
      setQuestions(null);
      notifications.show({ color: 'red', message: errorMessage(e, GENERATOR_MESSAGES.fetchFailed) });
    }
  };
  const create = async (force: boolean) => {
    setBusy(true);
    try {
      await questionsApi.createSets(examId.trim(), section.trim(), ranges, force);
      notifications.show({ color: 'green', message: GENERATOR_MESSAGES.created });
      await fetchData();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, GENERATOR_MESSAGES.createFailed) });
    } finally {
      setBusy(false);
    }
  };
  const onCreate = () => {
    if (!examId.trim() || !section.trim()) return notifications.show({ color: 'red', message: GENERATOR_MESSAGES.missingInputs });
    if (!ranges.length) return notifications.show({ color: 'red', message: GENERATOR_MESSAGES.noRanges });
    const inSets = (questions ?? []).filter((q) => q.setID && rangeIndexOf(q.questionNumber, ranges) >= 0);
    if (!inSets.length) return void create(false);
    modals.openConfirmModal({
      title: 'Questions already in sets',
      children: <Text size="sm">{GENERATOR_MESSAGES.inSets(inSets.map((q) => ({ questionNumber: q.questionNumber, existingSetId: q.setID! })))}. Move them to the new sets?</Text>,
      labels: { confirm: 'Proceed', cancel: 'Cancel' },
      onConfirm: () => void create(true),
    });
  };

  return (
    <Stack>
      <Title order={2}>Comprehension-set generator</Title>
      <Group align="flex-end">
        <TextInput label="Exam ID" value={examId} onChange={(e) => setExamId(e.currentTarget.value)} data-testid="gen-exam" />
        <TextInput label="Section" value={section} onChange={(e) => setSection(e.currentTarget.value)} data-testid="gen-section" />
        <Button onClick={() => void fetchData()} data-testid="gen-fetch">Fetch Data</Button>
      </Group>
      <Group align="flex-end">
        <TextInput label="Ranges" placeholder="1-4, 5-8" value={rangeText} onChange={(e) => setRangeText(e.currentTarget.value)} data-testid="gen-ranges" />
        <Button loading={busy} onClick={onCreate} data-testid="gen-create">Create Sets</Button>
      </Group>
      {overlaps.length > 0 && (
        <Alert color="yellow" data-testid="gen-overlap">Ranges overlap: {overlaps.map(([a, b]) => `${a[0]}-${a[1]} and ${b[0]}-${b[1]}`).join('; ')}. Overlaps are allowed; a question ends in the later set.</Alert>
      )}
      <Group gap="xs">
        <Text size="sm">Legend:</Text>
        {ranges.map((r, i) => <Badge key={i} color={COLOURS[i % COLOURS.length]}>{r[0]}-{r[1]}</Badge>)}
        <Badge color="red">already in a set</Badge>
        <Badge color="gray" variant="outline">not in a range</Badge>
      </Group>
      {questions && (questions.length === 0 ? <Text c="dimmed">No questions found for this section.</Text> : (
        <SimpleGrid cols={10} spacing={4} data-testid="gen-grid">
          {questions.map((q) => {
            const i = rangeIndexOf(q.questionNumber, ranges);
            return (
              <Button key={q.questionId} size="xs" title={q.preview} color={q.setID ? 'red' : i >= 0 ? COLOURS[i % COLOURS.length] : 'gray'} variant={q.setID || i >= 0 ? 'filled' : 'outline'} data-in-set={!!q.setID}>
                {q.questionNumber}
              </Button>
            );
          })}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
