import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACTION_LABELS, helperActions, mayAuthor, stepCompletion, submitActions } from '@exam/domain';
import { rolesAtom } from '../auth/atoms';
import { errorMessage } from '../../lib/http';
import { AiTools } from './AiTools';
import { type Draft, questionsApi } from './api';
import { AuthoringActions } from './AuthoringActions';
import { QuestionPreview } from './Preview';
import { QuestionForm } from './QuestionForm';
import { type Step, StepNav } from './Steps';
import { useAuthoringDraft } from './useAuthoringDraft';

/** The four-step question authoring screen (authoring-and-forums.md §2.1, §4). ?id= revises, ?adminEdit= edits as admin. */
export function AuthoringPage() {
  const roles = useAtomValue(rolesAtom);
  const [params] = useSearchParams();
  const adminEditId = params.get('adminEdit');
  const questionId = params.get('id') ?? adminEditId;
  const [loaded, setLoaded] = useState<Draft | null>(null);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const { draft, patch, reset } = useAuthoringDraft(loaded);
  const [step, setStep] = useState<Step>('question');
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!questionId) return setLoaded(null);
    questionsApi.load(questionId).then((r) => { setLoaded(r.question); setVersion(r.version); }, (e) => setError(errorMessage(e, 'Failed to fetch question')));
  }, [questionId, reloads]);

  const steps = stepCompletion(draft);
  // an existing Fresh question is already in the bank: it can be placed, not submitted again
  const actions = submitActions(roles, draft, adminEditId).filter((a) => !questionId || adminEditId || (a !== 'submit' && a !== 'uploadForReview'));
  const tools = [...helperActions(roles), ...actions];
  const onDone = (kind: 'new' | 'updated') => {
    if (kind === 'new') {
      reset();
      setStep('question');
    } else setReloads((n) => n + 1); // show the saved version (its status, e.g. Revised)
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{adminEditId ? 'Edit question as admin' : questionId ? 'Revise question' : 'Write a question'}</Title>
        <Group gap="xs">
          {mayAuthor(roles, 'upload') && <Button component={Link} to="/authoring/upload" variant="subtle" size="xs">Upload JSON</Button>}
          {mayAuthor(roles, 'addToSet') && <Button component={Link} to="/authoring/sets" variant="subtle" size="xs">Comprehension sets</Button>}
          {mayAuthor(roles, 'updateAsAdmin') && <Button component={Link} to="/authoring/review" variant="subtle" size="xs">Uploads for review</Button>}
        </Group>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      <Group align="flex-start" wrap="nowrap">
        <Stack w={230}>
          <Paper withBorder p="xs">
            <StepNav steps={steps} active={step} onSelect={setStep} hideOptions={draft.type === 'Numerical'} labels={{ question: 'Question', options: 'Options', solution: 'Solution', submit: 'Submit' }} />
          </Paper>
          {draft.feedback?.trim() && (
            <Alert color="orange" title="Feedback" data-testid="feedback-box">{draft.feedback}</Alert>
          )}
          <Paper withBorder p="xs" data-testid="toolbox">
            <Text size="sm" fw={600}>Toolbox</Text>
            <List size="sm">{tools.map((t) => <List.Item key={t}>{ACTION_LABELS[t]}</List.Item>)}</List>
          </Paper>
        </Stack>
        <Stack style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between">
            <Badge variant="light">Status: {draft.status ?? 'Fresh'}</Badge>
            <AiTools draft={draft} onChange={patch} allowed={{ aiUpgrade: mayAuthor(roles, 'aiUpgrade'), aiSolution: mayAuthor(roles, 'aiSolution'), imageToLatex: mayAuthor(roles, 'imageToLatex') }} />
          </Group>
          {step === 'submit' ? (
            <Stack>
              <Group gap="xs" data-testid="summary-badges">
                {draft.difficulty && <Badge>{draft.difficulty}</Badge>}
                {draft.exam && <Badge color="grape">{draft.exam}</Badge>}
                {draft.topic && <Badge color="teal">{draft.topic} &gt; {draft.subTopic}</Badge>}
                {!!draft.comprehension?.trim() && <Badge color="gray">Slide {draft.defaultSlideNumber ?? 1}</Badge>}
              </Group>
              <QuestionPreview q={draft} />
              <AuthoringActions actions={actions} draft={draft} questionId={questionId} adminEditId={adminEditId} version={version} enabled={steps.submit} onDone={onDone} />
            </Stack>
          ) : (
            <QuestionForm value={draft} onChange={patch} step={step} />
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
