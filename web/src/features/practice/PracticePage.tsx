import { Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { PRACTICE_MODES, type PracticeMode, STUDENT_NOTICE_VIEW } from '@exam/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useRoom } from '../../lib/socket';
import { rolesAtom, userAtom } from '../auth/atoms';
import { emptyFilters, type PracticeFilters } from './api';
import { loadQuestionsAtom, practiceListAtom, refreshStatesAtom, setIndexAtom } from './atoms';
import { Calculator } from './Calculator';
import { FiltersBar } from './FiltersBar';
import { FocusWarning } from './FocusWarning';
import { QuestionStrip, SideGrid } from './Navigation';
import { QuestionHeader } from './QuestionHeader';
import { QuestionView } from './QuestionView';
import { useShortcuts } from './useShortcuts';
import { useBlockDevTools } from './useBlockDevTools';
import { useUsageBeacon } from './useUsageBeacon';

/** The question practice viewer (practice-and-support.md §2, screen 1). */
export function PracticePage() {
  const user = useAtomValue(userAtom);
  const roles = useAtomValue(rolesAtom);
  const list = useAtomValue(practiceListAtom);
  const load = useSetAtom(loadQuestionsAtom);
  const setIndex = useSetAtom(setIndexAtom);
  const refreshStates = useSetAtom(refreshStatesAtom);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [mode, setMode] = useState<PracticeMode>('practice');
  const [showSolution, setShowSolution] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [calculator, setCalculator] = useState(false);
  const [initial] = useState<PracticeFilters>(() => ({ ...emptyFilters(), ...Object.fromEntries([...params].filter(([k]) => k in emptyFilters())) }));

  useEffect(() => void load({ filters: initial }).catch(() => undefined), [load, initial, user?.userId]);
  useUsageBeacon(pathname, !!user);
  useBlockDevTools();
  // answers from another tab or device recolour the strip
  useRoom(user ? `student:${user.userId}` : null, (n) => void refreshStates(n?.position).catch(() => undefined), { views: [STUDENT_NOTICE_VIEW] });

  const q = list.current;
  useEffect(() => {
    setShowSolution(false);
    setSeconds(0);
    const t = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(t);
  }, [q?.id]);
  const state = q ? list.states[q.id] : undefined;
  useShortcuts({
    toggleSolution: () => setShowSolution((s) => !s),
    next: () => setIndex(list.index + 1),
    previous: () => setIndex(list.index - 1),
  });

  if (list.status === 'idle' || (list.status === 'loading' && !list.questions.length)) return <LoadingScreen />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Practice</Title>
        <Group>
          <SegmentedControl size="xs" value={mode} onChange={(v) => setMode(v as PracticeMode)} data={PRACTICE_MODES.map((m) => ({ value: m, label: m[0].toUpperCase() + m.slice(1) }))} />
          <Button size="xs" variant="light" onClick={() => setCalculator((c) => !c)} data-testid="calculator-toggle">Calculator</Button>
        </Group>
      </Group>
      <FiltersBar initial={list.filters} signedIn={!!user} onApply={(filters) => load({ filters })} />
      {calculator && <Calculator />}
      {!q ? (
        <Paper withBorder p="xl"><Text ta="center" data-testid="no-questions">No questions found</Text><Text ta="center" c="dimmed" size="sm">Try removing a filter or choosing another exam.</Text></Paper>
      ) : (
        <>
          <QuestionStrip questions={list.questions} states={list.states} index={list.index} onPick={setIndex} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <QuestionHeader q={q} number={list.index + 1} seconds={state?.status ? state.totalTime : seconds} bookmarks={state?.bookmarks ?? []} roles={roles} signedIn={!!user} />
                  <QuestionView key={q.id} q={q} state={state} signedIn={!!user} mode={mode} seconds={seconds} showSolution={showSolution} onToggleSolution={() => setShowSolution((s) => !s)} onAnswered={() => undefined} />
                  <Group justify="space-between">
                    <Button variant="default" onClick={() => setIndex(list.index - 1)} disabled={list.index === 0} data-testid="previous">Previous (A / ←)</Button>
                    <Text size="sm" c="dimmed">{list.index + 1} of {list.questions.length}{list.total > list.questions.length ? ` (${list.total} match)` : ''}</Text>
                    <Button variant="default" onClick={() => setIndex(list.index + 1)} disabled={list.index >= list.questions.length - 1} data-testid="next">Next (D / →)</Button>
                  </Group>
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Paper withBorder p="sm"><SideGrid questions={list.questions} states={list.states} index={list.index} onPick={setIndex} loadedAt={list.loadedAt} /></Paper>
            </Grid.Col>
          </Grid>
        </>
      )}
      <FocusWarning active={mode !== 'practice'} />
    </Stack>
  );
}
