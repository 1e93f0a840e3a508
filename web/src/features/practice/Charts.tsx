import { LineChart, ScatterChart } from '@mantine/charts';
import type { SwotResult } from '@exam/domain';

type Ok = Extract<SwotResult, { status: 'ok' }>;
const QUADRANT_SERIES = [
  { key: 'strengths', name: 'Strengths', color: 'teal.6' },
  { key: 'weaknesses', name: 'Weaknesses', color: 'red.6' },
  { key: 'opportunities', name: 'Opportunities', color: 'blue.6' },
  { key: 'threats', name: 'Threats', color: 'orange.6' },
] as const;

/** Loaded on demand (React.lazy): the chart library stays out of the first page load. */
export default function SwotChart({ swot }: { swot: Ok }) {
  const t = swot.thresholds;
  const data = QUADRANT_SERIES.map((q) => ({ name: q.name, color: q.color, data: swot[q.key].map((m) => ({ 'Attempt rate': m.attemptRate, Accuracy: m.accuracy })) }));
  return (
    <ScatterChart
      h={500}
      data={data}
      dataKey={{ x: 'Attempt rate', y: 'Accuracy' }}
      xAxisLabel="Attempt rate (%)"
      yAxisLabel="Accuracy (%)"
      xAxisProps={{ domain: [0, 100] }}
      yAxisProps={{ domain: [0, 100] }}
      withLegend
      referenceLines={[
        { x: t.highAttempt, color: 'gray.5', label: 'high attempt' }, { x: t.lowAttempt, color: 'gray.4', label: 'low attempt' },
        { y: t.highAccuracy, color: 'gray.5', label: 'high accuracy' }, { y: t.lowAccuracy, color: 'gray.4', label: 'low accuracy' },
      ]}
      data-testid="swot-chart"
    />
  );
}

export function AccuracyChart({ data }: { data: Array<{ day: string; Accuracy: number }> }) {
  return <LineChart h={240} data={data} dataKey="day" series={[{ name: 'Accuracy', color: 'teal.6' }]} yAxisProps={{ domain: [0, 100] }} unit="%" data-testid="accuracy-chart" />;
}
