import { Badge, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { type FieldDiff, wordDiff } from '@exam/domain';

const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Changed fields between two versions, grouped (text, options, correct answer, solution, taxonomy), words marked. */
export function DiffView({ changes }: { changes: FieldDiff[] }) {
  if (!changes.length) return <Text c="dimmed" data-testid="diff-empty">No differences.</Text>;
  return (
    <Paper withBorder data-testid="diff-view">
      <Table>
        <Table.Thead><Table.Tr><Table.Th>What</Table.Th><Table.Th>Change</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field} data-testid={`diff-${c.field}`}>
              <Table.Td><Stack gap={2}><Badge variant="light">{c.group}</Badge><Text size="xs" c="dimmed">{c.field}</Text></Stack></Table.Td>
              <Table.Td>
                <Box style={{ whiteSpace: 'pre-wrap' }}>
                  {wordDiff(show(c.before), show(c.after)).map((p, i) => (
                    <Text key={i} span bg={p.op === 'removed' ? 'red.1' : p.op === 'added' ? 'green.1' : undefined} td={p.op === 'removed' ? 'line-through' : undefined} data-op={p.op}>
                      {p.text}
                    </Text>
                  ))}
                </Box>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
