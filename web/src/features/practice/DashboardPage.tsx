import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QUESTION_FAULTS_ROOM, STUDENT_NOTICE_VIEW, swotMetric } from '@exam/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useRoom } from '../../lib/socket';
import { userAtom } from '../auth/atoms';
import { dashboardAtom, loadDashboardAtom } from './atoms';
import { AttemptsTable, DistributionTable, SubTopicTable } from './DashboardTables';
import { minSec } from './format';
import { SwotPanel } from './SwotPanel';

const AccuracyChart = lazy(() => import('./Charts').then((m) => ({ default: m.AccuracyChart })));
import { maintenanceMessage, useFeatureFlag } from '../flags';
import { useBlockDevTools } from './useBlockDevTools';
import { useUsageBeacon } from './useUsageBeacon';

const Stat = ({ label, value, id }: { label: string; value: string | number; id: string }) => (
  <Paper withBorder p="sm"><Text size="xs" c="dimmed">{label}</Text><Text fw={700} fz="xl" data-testid={id}>{value}</Text></Paper>
);

/** The student's analytics, kept live through their own room: answers from any tab or device show up here. */
export function DashboardPage() {
  const user = useAtomValue(userAtom);
  const dash = useAtomValue(dashboardAtom);
  const load = useSetAtom(loadDashboardAtom);
  const { pathname } = useLocation();
  const [sectionId, setSectionId] = useState<string | null>(null);
  useEffect(() => void load(), [load, user?.userId]);
  useUsageBeacon(pathname, !!user);
  useBlockDevTools();
  const swotFlag = useFeatureFlag('swotAnaltysisFlag');
  useRoom(user ? `student:${user.userId}` : null, (n) => void load(n?.position), { views: [STUDENT_NOTICE_VIEW] });
  // a resolver's Corrected classification re-labels past answers: refetch so their badges appear
  useRoom(user ? QUESTION_FAULTS_ROOM : null, (n) => void load(n?.position));

  if (dash.status !== 'ready' || !dash.data) return dash.status === 'error' ? <Text c="red">{dash.error}</Text> : <LoadingScreen />;
  const { student, sections, recent } = dash.data;
  const totals = student?.totals;
  if (!totals?.answers) {
    return (
      <Stack>
        <Title order={2}>Analytics</Title>
        <Paper withBorder p="xl" data-testid="dash-empty"><Text ta="center">Attempt mocks and sectionals and data will appear here</Text></Paper>
      </Stack>
    );
  }
  const section = sections.find((s) => s.id === sectionId) ?? sections[0];
  const attempted = totals.correct + totals.wrong;
  const daily = Object.entries(student!.daily).sort(([a], [b]) => a.localeCompare(b)).map(([day, t]) => ({
    day, Accuracy: t.correct + t.wrong ? Math.round((t.correct / (t.correct + t.wrong)) * 100) : 0, Answers: t.answers,
  }));

  return (
    <Stack gap="md">
      <Title order={2}>Analytics</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Stat label="Answers" value={totals.answers} id="dash-answers" />
        <Stat label="Correct" value={totals.correct} id="dash-correct" />
        <Stat label="Wrong" value={totals.wrong} id="dash-wrong" />
        <Stat label="Unanswered" value={totals.unanswered} id="dash-unanswered" />
        <Stat label="Accuracy" value={`${attempted ? Math.round((totals.correct / attempted) * 100) : 0}%`} id="dash-accuracy" />
        <Stat label="Time spent" value={minSec(totals.seconds)} id="dash-time" />
      </SimpleGrid>
      {sections.length > 1 && (
        <SegmentedControl value={section.id} onChange={setSectionId} data={sections.map((s) => ({ value: s.id, label: `${s.exam} · ${s.section}` }))} data-testid="dash-sections" />
      )}
      {swotFlag.enabled ? <SwotPanel title={`SWOT: ${section.exam} · ${section.section}`} swot={section.swot} /> : <Paper withBorder p="md" data-testid="swot-disabled"><Text c="dimmed">{maintenanceMessage('swotAnaltysisFlag')}</Text></Paper>}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="md">
          <Title order={4} mb="sm">Accuracy and attempt rate per sub-topic</Title>
          <SubTopicTable rows={Object.values(section.subTopics).map((s) => ({ ...swotMetric(s), seconds: s.seconds }))} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="sm">Topic distribution</Title>
          <DistributionTable distribution={section.distribution} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md">
        <Group justify="space-between"><Title order={4}>Accuracy over time</Title></Group>
        <Suspense fallback={null}><AccuracyChart data={daily} /></Suspense>
      </Paper>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">Recent attempts</Title>
        {dash.data.faultyWrongAnswers > 0 && <Text size="sm" c="dimmed" mb="xs" data-testid="faulty-wrong-answers">{dash.data.faultyWrongAnswers} of these wrong answers were on a question that was corrected later.</Text>}
        <AttemptsTable attempts={recent} />
      </Paper>
    </Stack>
  );
}
