import { Button, FileButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/http';
import { type Draft, questionsApi } from './api';

const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const r = new FileReader();
  r.onload = () => resolve(String(r.result));
  r.onerror = () => reject(r.error);
  r.readAsDataURL(file);
});

/** The AI helpers, shown only when the server has an AI endpoint and the role may use each one. */
export function AiTools({ draft, onChange, allowed }: { draft: Draft; onChange: (p: Draft) => void; allowed: { aiUpgrade: boolean; aiSolution: boolean; imageToLatex: boolean } }) {
  const [configured, setConfigured] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => void questionsApi.aiStatus().then((s) => setConfigured(s.configured), () => setConfigured(false)), []);
  if (!configured) return null;
  const body = { exam: draft.exam, topic: draft.topic, subTopic: draft.subTopic, comprehension: draft.comprehension, question: draft.question ?? '', options: [draft.option1, draft.option2, draft.option3, draft.option4].map((o) => o ?? ''), correctAnswer: draft.correctAnswer, solution: draft.solution };
  const run = async (name: string, fn: () => Promise<void>) => {
    setBusy(name);
    try {
      await fn();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" data-testid="ai-tools">
      <Text size="sm" fw={500}>AI:</Text>
      {allowed.aiUpgrade && <Button size="xs" variant="light" loading={busy === 'improve'} onClick={() => run('improve', async () => {
        const r = await questionsApi.ai.improve(body);
        onChange({ question: r.question, ...(r.options?.length === 4 ? { option1: r.options[0], option2: r.options[1], option3: r.options[2], option4: r.options[3] } : {}), ...(r.solution ? { solution: r.solution } : {}) });
      })}>Improve question</Button>}
      {allowed.aiSolution && <Button size="xs" variant="light" loading={busy === 'solution'} onClick={() => run('solution', async () => onChange({ solution: (await questionsApi.ai.solution(body)).solution }))}>Generate solution</Button>}
      {allowed.imageToLatex && (
        <FileButton accept="image/png,image/jpeg,image/webp,image/gif" onChange={(file) => file && run('image', async () => {
          const r = await questionsApi.ai.imageToLatex(await readAsDataUrl(file));
          onChange({ question: `${draft.question ?? ''}${draft.question ? '\n\n' : ''}$$${r.text}$$` });
        })}>
          {(props) => <Button size="xs" variant="light" loading={busy === 'image'} {...props}>Image to LaTeX</Button>}
        </FileButton>
      )}
    </Group>
  );
}
