import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { classificationProblem, type ReportType, stepCompletion } from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { type Draft, questionsApi, type ResolverQuestion } from './api';
import { QuestionPreview } from './Preview';
import { QuestionForm } from './QuestionForm';
import { ReportsList } from './ReportsList';
import { SplitPane } from './SplitPane';
import { type Step, StepNav } from './Steps';

const TIMER_KEY = 'resolverShowTimer';

/** Resolver editor (back-office §2.10): Question, Options, Solution, Errors; Update classifies every open report. */
export function ResolverEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const [data, setData] = useState<ResolverQuestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [types, setTypes] = useState<Record<string, ReportType>>({});
  const [step, setStep] = useState<Step>('question');
  const [saving, setSaving] = useState(false);
  const [showTimer, setShowTimer] = useState(() => localStorage.getItem(TIMER_KEY) === 'true');
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    questionsApi.resolverQuestion(id).then((d) => {
      setData(d);
      setDraft(d.question);
    }, (e) => setError(errorMessage(e, 'Failed to load data')));
  }, [id]);
  useEffect(() => {
    const t = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(t);
  }, []);

  if (error) return <Alert color="red" title="Failed to load data">{error}</Alert>;
  if (!data) return <Center mih={200}><Loader /></Center>;

  const steps = stepCompletion(draft);
  const patch = (p: Draft) => setDraft((d) => ({ ...d, ...p }));
  const save = async () => {
    const problem = classificationProblem({ reports: data.reports }, types);
    if (problem) {
      notifications.show({ color: 'red', message: problem.message });
      setStep('submit');
      return;
    }
    setSaving(true);
    try {
      const res = await questionsApi.resolve(id, draft, types, data.version);
      notifications.show({ color: 'green', message: 'Updated!' });
      navigate(res.redirect);
    } catch (e) {
      notifications.show({ color: 'red', title: 'Something went wrong!', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Resolve question <Badge variant="light">version {data.version}</Badge></Title>
        <Group>
          <Switch label="Timer" checked={showTimer} onChange={(e) => { setShowTimer(e.currentTarget.checked); localStorage.setItem(TIMER_KEY, String(e.currentTarget.checked)); }} />
          {showTimer && <Badge variant="outline">{Math.floor(seconds / 60)}m {seconds % 60}s</Badge>}
          <Button component={Link} to={`/admin/qresolvers/question?id=${id}`} variant="subtle" size="xs">History</Button>
        </Group>
      </Group>
      <Group align="flex-start" wrap="nowrap">
        <Paper withBorder p="xs" w={200}>
          <StepNav steps={steps} active={step} onSelect={setStep} hideOptions={draft.type === 'Numerical'} labels={{ question: 'Question', options: 'Options', solution: 'Solution', submit: 'Errors' }} />
        </Paper>
        <div style={{ flex: 1, minWidth: 0 }}>
          {step === 'submit' ? (
            <SplitPane
              left={<Stack><ReportsList reports={data.reports} value={types} onChange={setTypes} />
                <Button onClick={save} loading={saving} disabled={!steps.submit} data-testid="resolver-update">Update Question</Button></Stack>}
              right={<QuestionPreview q={draft} />}
            />
          ) : (
            <SplitPane left={<QuestionForm value={draft} onChange={patch} step={step} />} right={<QuestionPreview q={draft} />} />
          )}
          {step !== 'submit' && <Text size="xs" c="dimmed" mt="xs">Drag the divider to resize (20-80%).</Text>}
        </div>
      </Group>
    </Stack>
  );
}
