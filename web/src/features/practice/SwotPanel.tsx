import { Badge, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SWOT_INSUFFICIENT, type SwotQuadrant, type SwotResult } from '@exam/domain';

const SwotChart = lazy(() => import('./Charts'));

const QUADRANTS: Array<{ key: SwotQuadrant; title: string; color: string }> = [
  { key: 'strengths', title: 'Strengths', color: 'teal.6' },
  { key: 'weaknesses', title: 'Weaknesses', color: 'red.6' },
  { key: 'opportunities', title: 'Opportunities', color: 'blue.6' },
  { key: 'threats', title: 'Threats', color: 'orange.6' },
];

/** The SWOT panel: the stored result of the shared rule, a 500 px chart and the four quadrant lists. */
export function SwotPanel({ title, swot }: { title: string; swot: SwotResult }) {
  if (swot.status === 'insufficient') {
    return (
      <Paper withBorder p="md" data-testid="swot-panel">
        <Title order={4}>{title}</Title>
        <Text c="dimmed" data-testid="swot-insufficient">{SWOT_INSUFFICIENT}</Text>
      </Paper>
    );
  }
  const t = swot.thresholds;
  return (
    <Paper withBorder p="md" data-testid="swot-panel">
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Text size="xs" c="dimmed">Bars {t.highAttempt}/{t.lowAttempt}/{t.highAccuracy}/{t.lowAccuracy}{swot.relaxed ? ' (relaxed by 5)' : ''}</Text>
      </Group>
      <Suspense fallback={<Loader m="xl" />}>
        <SwotChart swot={swot} />
      </Suspense>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        {QUADRANTS.map((q) => (
          <Card key={q.key} withBorder padding="sm" data-testid={`swot-${q.key}`}>
            <Text fw={700} c={q.color}>{q.title}</Text>
            <Stack gap={4} mt={4}>
              {swot[q.key].length === 0 && <Text size="xs" c="dimmed">None yet</Text>}
              {swot[q.key].map((m) => (
                <Group key={`${m.category}-${m.subtopic}`} justify="space-between" gap="xs">
                  <Text size="sm">{m.category} › {m.subtopic}</Text>
                  <Badge variant="light" size="sm">{m.attemptRate}% · {m.accuracy}%</Badge>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
