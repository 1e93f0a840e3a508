import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { SwotMetric, TopicDistribution } from '@exam/domain';
import type { AttemptRow } from './api';
import { colorFor, minSec } from './format';

export function SubTopicTable({ rows }: { rows: Array<SwotMetric & { seconds: number }> }) {
  return (
    <Table striped data-testid="subtopic-table">
      <Table.Thead><Table.Tr><Table.Th>Sub-topic</Table.Th><Table.Th>Questions</Table.Th><Table.Th>Attempt rate</Table.Th><Table.Th>Accuracy</Table.Th><Table.Th>Time</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.category}-${r.subtopic}`}>
            <Table.Td>{r.category} › {r.subtopic}</Table.Td><Table.Td>{r.questions}</Table.Td>
            <Table.Td>{r.attemptRate}%</Table.Td><Table.Td>{r.accuracy}%</Table.Td><Table.Td>{minSec(r.seconds)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** topic → sub-topic → difficulty with total, correct and wrong. */
export function DistributionTable({ distribution }: { distribution: TopicDistribution }) {
  const rows = Object.entries(distribution).flatMap(([topic, subs]) =>
    Object.entries(subs).flatMap(([sub, diffs]) => Object.entries(diffs).filter(([, c]) => c && c.total > 0).map(([diff, c]) => ({ topic, sub, diff, c: c! }))));
  return (
    <Table striped data-testid="distribution-table">
      <Table.Thead><Table.Tr><Table.Th>Topic</Table.Th><Table.Th>Sub-topic</Table.Th><Table.Th>Difficulty</Table.Th><Table.Th>Total</Table.Th><Table.Th>Correct</Table.Th><Table.Th>Wrong</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.topic}-${r.sub}-${r.diff}`} data-testid="distribution-row">
            <Table.Td>{r.topic}</Table.Td><Table.Td>{r.sub}</Table.Td><Table.Td>{r.diff}</Table.Td>
            <Table.Td>{r.c.total}</Table.Td><Table.Td>{r.c.correct}</Table.Td><Table.Td>{r.c.wrong}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Issue 5: the answer stays counted as given; the badge says the question itself was wrong then. */
const CorrectedLater = () => (
  <Tooltip label="This question had an error when you answered it; it has since been corrected." multiline w={260}>
    <Badge color="yellow" variant="light" size="sm" data-testid="question-corrected-later">Question corrected later</Badge>
  </Tooltip>
);

export function AttemptsTable({ attempts }: { attempts: AttemptRow[] }) {
  if (!attempts.length) return <Text c="dimmed">No activity yet</Text>;
  return (
    <Table striped data-testid="attempts-table">
      <Table.Thead><Table.Tr><Table.Th>When</Table.Th><Table.Th>Sub-topic</Table.Th><Table.Th>Difficulty</Table.Th><Table.Th>Outcome</Table.Th><Table.Th>Time</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {attempts.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>{new Date(a.answeredAt).toLocaleString()}</Table.Td><Table.Td>{a.topic} › {a.subTopic}</Table.Td><Table.Td>{a.difficulty}</Table.Td>
            <Table.Td><Group gap={6}><Badge color={colorFor(a.outcome)} variant="filled">{a.outcome}</Badge>{a.questionWasFaulty && <CorrectedLater />}</Group></Table.Td><Table.Td>{minSec(a.seconds)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
