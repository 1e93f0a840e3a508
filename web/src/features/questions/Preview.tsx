import 'katex/dist/katex.min.css';
import { Badge, Group, Paper, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { sectionForTopic, subTopicsOf, type QuestionFields } from '@exam/domain';

/** Markdown with LaTeX ($…$, $$…$$), rendered by react-markdown + KaTeX; raw HTML is not rendered. */
export function Rich({ text, testId }: { text: string; testId?: string }) {
  if (!text?.trim()) return <Text c="dimmed" size="sm">Nothing to preview</Text>;
  return (
    <TypographyStylesProvider data-testid={testId}>
      <ReactMarkdown skipHtml remarkPlugins={[remarkMath]} rehypePlugins={[rehypeKatex]}>
        {text}
      </ReactMarkdown>
    </TypographyStylesProvider>
  );
}

/** Topic and sub-topic badges, marked when the catalogue recognises them (authoring §2.1). */
export function TaxonomyBadges({ q }: { q: Partial<QuestionFields> }) {
  const section = q.exam && q.topic ? sectionForTopic(q.exam, q.topic) : null;
  const subOk = !!(section && q.exam && q.topic && q.subTopic && subTopicsOf(q.exam, section, q.topic).includes(q.subTopic));
  return (
    <Group gap="xs">
      {q.topic && <Badge color={section ? 'teal' : 'gray'} variant="light" data-recognised={!!section}>{q.topic}{section ? ' ✓ recognised' : ''}</Badge>}
      {q.subTopic && <Badge color={subOk ? 'teal' : 'gray'} variant="light" data-recognised={subOk}>{q.subTopic}{subOk ? ' ✓ recognised' : ''}</Badge>}
    </Group>
  );
}

/** The whole question as a student would see it. */
export function QuestionPreview({ q }: { q: Partial<QuestionFields> }) {
  const options = [q.option1, q.option2, q.option3, q.option4];
  return (
    <Paper withBorder p="md" radius="md" data-testid="question-preview">
      <Stack gap="sm">
        <TaxonomyBadges q={q} />
        {q.comprehension?.trim() && <Paper bg="gray.0" p="sm"><Rich text={q.comprehension} /></Paper>}
        <Rich text={q.question ?? ''} testId="preview-question" />
        {q.type !== 'Numerical' && options.some((o) => o?.trim()) && (
          <Stack gap={4}>
            {options.map((o, i) => (
              <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                <Badge variant={String(i + 1) === String(q.correctAnswer) ? 'filled' : 'outline'} color="teal">{i + 1}</Badge>
                <Rich text={o ?? ''} />
              </Group>
            ))}
          </Stack>
        )}
        <Text size="sm" fw={500}>{q.correctAnswer ? `Correct answer: ${q.correctAnswer}` : 'No Correct Answer'}</Text>
        {q.solution?.trim() && <Paper bg="gray.0" p="sm"><Rich text={q.solution} /></Paper>}
      </Stack>
    </Paper>
  );
}
