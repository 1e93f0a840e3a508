import { Collapse, Button, Grid, NumberInput, Select, SimpleGrid, Stack, Textarea, Text } from '@mantine/core';
import { useState } from 'react';
import { correctAnswerProblem, DIFFICULTIES, EXAM_NAMES, examTopics, firstTopicOf, sectionForTopic, subTopicsOf, type QuestionFields } from '@exam/domain';
import type { Draft } from './api';
import { Rich } from './Preview';

export type StepKey = 'question' | 'options' | 'solution';
type Props = { value: Draft; onChange: (patch: Draft) => void; step: StepKey; readOnly?: boolean };

/** Exam → topic → sub-topic pickers from the catalogue; the section follows from the topic. */
function Taxonomy({ value, onChange, readOnly }: Omit<Props, 'step'>) {
  const exam = value.exam ?? '';
  const section = exam && value.topic ? sectionForTopic(exam, value.topic) : null;
  const subs = exam && section && value.topic ? subTopicsOf(exam, section, value.topic) : [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 4 }}>
      <Select label="Exam" data={EXAM_NAMES} value={exam || null} disabled={readOnly} searchable data-testid="field-exam"
        // back-office §4: changing the exam resets the topic to the first topic of that exam
        onChange={(e) => e && onChange({ exam: e, topic: firstTopicOf(e), section: sectionForTopic(e, firstTopicOf(e)) ?? '', subTopic: '' })} />
      <Select label="Topic" data={exam ? examTopics(exam) : []} value={value.topic || null} disabled={readOnly} searchable data-testid="field-topic"
        onChange={(t) => t && onChange({ topic: t, section: sectionForTopic(exam, t) ?? '', subTopic: '' })} />
      <Select label="Sub-Topic" data={subs} value={value.subTopic || null} disabled={readOnly} searchable data-testid="field-subtopic" onChange={(s) => s && onChange({ subTopic: s })} />
      <Select label="Type" data={['MCQ', 'Numerical']} value={value.type ?? 'MCQ'} disabled={readOnly} onChange={(t) => t && onChange({ type: t as QuestionFields['type'] })} />
    </SimpleGrid>
  );
}

/** One textarea with its live preview beside it. */
function TextWithPreview({ label, value, onChange, readOnly, testId, rows = 5 }: { label: string; value: string; onChange: (v: string) => void; readOnly?: boolean; testId: string; rows?: number }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Textarea label={label} value={value} readOnly={readOnly} autosize minRows={rows} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Text size="sm" fw={500} mb={4}>Preview</Text>
        <Rich text={value} />
      </Grid.Col>
    </Grid>
  );
}

/** Steps 1-3 of the four-step editors (authoring §2.1, resolver back-office §2.10). */
export function QuestionForm({ value, onChange, step, readOnly }: Props) {
  const [showComprehension, setShowComprehension] = useState(!!value.comprehension);
  if (step === 'question')
    return (
      <Stack>
        <Taxonomy value={value} onChange={onChange} readOnly={readOnly} />
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setShowComprehension((s) => !s)}>
          {showComprehension ? 'Hide' : 'Show'} Comprehension
        </Button>
        <Collapse in={showComprehension}>
          <TextWithPreview label="Comprehension" value={value.comprehension ?? ''} onChange={(v) => onChange({ comprehension: v })} readOnly={readOnly} testId="field-comprehension" />
        </Collapse>
        <TextWithPreview label="Question" value={value.question ?? ''} onChange={(v) => onChange({ question: v })} readOnly={readOnly} testId="field-question" />
      </Stack>
    );
  if (step === 'options')
    return value.type === 'Numerical' ? (
      <Text c="dimmed">A numerical question has no options.</Text>
    ) : (
      <Stack>
        {([1, 2, 3, 4] as const).map((i) => (
          <TextWithPreview key={i} label={`Option ${i}`} rows={2} value={value[`option${i}`] ?? ''} onChange={(v) => onChange({ [`option${i}`]: v })} readOnly={readOnly} testId={`field-option${i}`} />
        ))}
      </Stack>
    );
  const answerError = correctAnswerProblem({ type: value.type, correctAnswer: value.correctAnswer });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Difficulty" data={[...DIFFICULTIES]} value={value.difficulty ?? null} disabled={readOnly} onChange={(d) => d && onChange({ difficulty: d as QuestionFields['difficulty'] })} data-testid="field-difficulty" />
        {value.type === 'Numerical' ? (
          <Textarea label="Correct answer" autosize minRows={1} value={value.correctAnswer ?? ''} readOnly={readOnly} error={answerError} onChange={(e) => onChange({ correctAnswer: e.currentTarget.value })} data-testid="field-correct" />
        ) : (
          <NumberInput label="Correct answer" min={1} max={4} value={value.correctAnswer ? Number(value.correctAnswer) : ''} readOnly={readOnly} error={answerError}
            onChange={(v) => onChange({ correctAnswer: v === '' ? '' : String(v) })} data-testid="field-correct" />
        )}
        {!!value.comprehension?.trim() && (
          <NumberInput label="Default Slide Number" min={1} value={value.defaultSlideNumber ?? 1} readOnly={readOnly} onChange={(v) => onChange({ defaultSlideNumber: Number(v) || 1 })} />
        )}
      </SimpleGrid>
      {!!value.comprehension?.trim() && (
        <TextWithPreview label="Common Solution (optional)" value={value.commonSolution ?? ''} onChange={(v) => onChange({ commonSolution: v })} readOnly={readOnly} testId="field-common-solution" />
      )}
      <TextWithPreview label="Solution" value={value.solution ?? ''} onChange={(v) => onChange({ solution: v })} readOnly={readOnly} testId="field-solution" />
    </Stack>
  );
}
