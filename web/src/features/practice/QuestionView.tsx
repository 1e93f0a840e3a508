import { Anchor, Button, Card, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isCorrectAnswer, isVerbalTopic, type PracticeMode, type PracticeQuestionStateDoc, type QuestionDoc } from '@exam/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { errorMessage } from '../../lib/http';
import { answerAtom } from './atoms';
import { SolutionSlides } from './SolutionSlides';

type Props = {
  q: QuestionDoc; state: PracticeQuestionStateDoc | undefined; signedIn: boolean; mode: PracticeMode;
  seconds: number; showSolution: boolean; onToggleSolution: () => void; onAnswered: () => void;
};
type Result = { answer: string | null; outcome: 'correct' | 'wrong' | 'unanswered' };

/** Comprehension, question, options or numerical entry, the marks after answering, and the solution. */
export function QuestionView({ q, state, signedIn, mode, seconds, showSolution, onToggleSolution, onAnswered }: Props) {
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<Result | null>(null);
  const answer = useSetAtom(answerAtom);
  const result: Result | null = local ?? (state?.status ? { answer: state.answer, outcome: state.status } : null);

  const submit = async (value: string | null) => {
    if (value !== null && !value.trim()) return notifications.show({ message: q.type === 'MCQ' ? 'Please choose an option' : 'Please enter a number', color: 'yellow' });
    if (!signedIn) {
      // guests can check themselves; nothing is recorded
      setLocal({ answer: value, outcome: value === null ? 'unanswered' : isCorrectAnswer(q, value) ? 'correct' : 'wrong' });
      return;
    }
    setBusy(true);
    try {
      const res = await answer({ questionId: q.id, answer: value, seconds, mode });
      setLocal({ answer: value, outcome: res.outcome });
      onAnswered();
    } catch (e) {
      notifications.show({ message: errorMessage(e, 'Something went wrong!'), color: 'red' });
    } finally {
      setBusy(false);
    }
  };

  const reveal = !!result || showSolution;
  const mark = (n: string) => {
    if (!reveal) return null;
    if (n === q.correctAnswer) return <Text span c="#0CC078" fw={700} data-testid={`tick-${n}`}> ✓</Text>;
    if (result?.answer === n) return <Text span c="#FF595E" fw={700} data-testid={`cross-${n}`}> ✗</Text>;
    return null;
  };
  const options = [q.option1, q.option2, q.option3, q.option4];

  return (
    <Stack gap="md">
      {q.comprehension && (
        <Paper withBorder p="md" bg="gray.0" data-testid="comprehension" style={{ maxHeight: 320, overflow: 'auto' }}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{q.comprehension}</Text>
        </Paper>
      )}
      <Text data-testid="question-text" style={{ whiteSpace: 'pre-wrap', userSelect: isVerbalTopic(q.topic) ? 'text' : 'none' }}>{q.question}</Text>
      {q.type === 'MCQ' ? (
        <Radio.Group value={result?.answer ?? choice} onChange={setChoice} data-testid="options">
          <Stack gap="xs">
            {options.map((o, i) => (
              <Radio key={i} value={String(i + 1)} disabled={!!result} label={<>{o}{mark(String(i + 1))}</>} data-testid={`option-${i + 1}`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Group align="end">
          <TextInput label="Your answer" inputMode="decimal" value={result?.answer ?? choice} onChange={(e) => setChoice(e.currentTarget.value)} disabled={!!result} data-testid="numerical-input" />
          {reveal && <Text data-testid="numerical-answer">Answer: {q.correctAnswer} {result?.outcome === 'correct' ? <Text span c="#0CC078">✓</Text> : result ? <Text span c="#FF595E">✗</Text> : null}</Text>}
        </Group>
      )}
      <Group>
        {!result && <Button onClick={() => submit(choice)} loading={busy} data-testid="submit-answer">Submit</Button>}
        {!result && <Button variant="default" onClick={() => submit(null)} disabled={busy} data-testid="skip-answer">Leave unanswered</Button>}
        {result && <Text fw={600} c={result.outcome === 'correct' ? '#0CC078' : result.outcome === 'wrong' ? '#FF595E' : 'dimmed'} data-testid="outcome">{result.outcome === 'correct' ? 'Correct!' : result.outcome === 'wrong' ? 'Wrong' : 'Unanswered'}</Text>}
        <Button variant="light" onClick={onToggleSolution} data-testid="toggle-solution">{showSolution ? 'Hide Solution' : 'Show Solution'}</Button>
      </Group>
      {showSolution && <SolutionSlides solution={q.solution} defaultSlideNumber={q.defaultSlideNumber} />}
      {showSolution && q.conceptVideos.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {q.conceptVideos.map((v) => (
            <Card key={`${v.topic}-${v.subTopic}-${v.sequenceNumber}`} withBorder padding="sm" data-testid="video-card">
              <Text size="sm" fw={600}>{v.title || `${v.subTopic} #${v.sequenceNumber}`}</Text>
              <Anchor href={`/videos?t=${encodeURIComponent(v.topic)}&st=${encodeURIComponent(v.subTopic)}&sn=${v.sequenceNumber}`} size="sm">Watch Now</Anchor>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
