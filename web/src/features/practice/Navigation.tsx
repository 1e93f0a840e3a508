import { Badge, Box, Group, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PracticeQuestionStateDoc, QuestionDoc } from '@exam/domain';
import { colorFor } from './format';

type Props = { questions: QuestionDoc[]; states: Record<string, PracticeQuestionStateDoc>; index: number; onPick: (i: number) => void };

const cellStyle = (status: string | null | undefined, active: boolean) => ({
  background: colorFor(status) ?? 'white', color: colorFor(status) ? 'white' : 'inherit',
  border: active ? '2px solid #228be6' : '1px solid #dee2e6', borderRadius: 4, textAlign: 'center' as const, fontSize: 12, padding: '2px 0', minWidth: 28,
});

/** The numbered strip, coloured by outcome: correct #0CC078, wrong #FF595E, unanswered #C1C1C1. */
export function QuestionStrip({ questions, states, index, onPick }: Props) {
  return (
    <ScrollArea type="auto" offsetScrollbars data-testid="question-strip">
      <Group gap={4} wrap="nowrap">
        {questions.map((q, i) => (
          <UnstyledButton key={q.id} onClick={() => onPick(i)} style={cellStyle(states[q.id]?.status, i === index)} data-testid={`strip-${i + 1}`} data-status={states[q.id]?.status ?? 'none'} aria-label={`Question ${i + 1}`}>
            {i + 1}
          </UnstyledButton>
        ))}
      </Group>
    </ScrollArea>
  );
}

/** Side grid: 5 columns of numbers (max height 400 px), when the list was loaded, and its topic distribution. */
export function SideGrid({ questions, states, index, onPick, loadedAt }: Props & { loadedAt: string | null }) {
  const topics = new Map<string, number>();
  for (const q of questions) topics.set(q.topic, (topics.get(q.topic) ?? 0) + 1);
  return (
    <Stack gap="xs" data-testid="side-grid">
      {loadedAt && <Text size="xs" c="dimmed" data-testid="side-grid-time">Loaded {new Date(loadedAt).toLocaleTimeString()}</Text>}
      <ScrollArea.Autosize mah={400} type="auto">
        <SimpleGrid cols={5} spacing={4} verticalSpacing={4}>
          {questions.map((q, i) => (
            <UnstyledButton key={q.id} onClick={() => onPick(i)} style={cellStyle(states[q.id]?.status, i === index)} aria-label={`Go to question ${i + 1}`}>
              {i + 1}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </ScrollArea.Autosize>
      <Box>
        {[...topics].map(([topic, n]) => (
          <Group key={topic} justify="space-between" gap="xs"><Text size="xs">{topic}</Text><Badge size="xs" variant="light">{n}</Badge></Group>
        ))}
      </Box>
    </Stack>
  );
}
