import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { classifyAll, type ReportType, type ResolvedReport } from '@exam/domain';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** The Errors step: every uncorrected report gets a type; corrected ones are locked (back-office §4). */
export function ReportsList({ reports, value, onChange, readOnly }: { reports: ResolvedReport[]; value: Record<string, ReportType>; onChange?: (v: Record<string, ReportType>) => void; readOnly?: boolean }) {
  if (!reports.length) return <Text c="dimmed">No reports for this question.</Text>;
  const open = reports.filter((r) => !r.corrected);
  return (
    <Stack gap="sm" data-testid="reports">
      {!readOnly && open.length > 0 && (
        <Group>
          <Button size="xs" variant="light" color="teal" onClick={() => onChange?.({ ...value, ...classifyAll(reports, 'Corrected') })} data-testid="all-corrected">Mark all as Corrected</Button>
          <Button size="xs" variant="light" color="orange" onClick={() => onChange?.({ ...value, ...classifyAll(reports, 'StudentError') })} data-testid="all-student-error">Mark all as StudentError</Button>
        </Group>
      )}
      {reports.map((r) => (
        <Paper key={r.reportId} withBorder p="sm" data-testid={`report-${r.reportId}`}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={500}>{r.option}</Text>
              {r.explanation && <Text size="sm">{r.explanation}</Text>}
              <Text size="xs" c="dimmed">by {r.reportedBy.username} · {when(r.reportedAt)} · on version {r.questionVersion}</Text>
            </Stack>
            {r.corrected ? (
              <Stack gap={2} align="flex-end">
                <Badge color={r.reportType === 'Corrected' ? 'teal' : 'orange'}>{r.reportType} · locked</Badge>
                <Text size="xs" c="dimmed">fixed {when(r.fixedAt)} by {r.fixedBy?.username ?? 'system'} in version {r.fixedInVersion}</Text>
              </Stack>
            ) : readOnly ? (
              <Badge color="red" variant="light">Open</Badge>
            ) : (
              <SegmentedControl size="xs" data={['Corrected', 'StudentError']} value={value[r.reportId] ?? ''} data-testid={`classify-${r.reportId}`}
                onChange={(v) => onChange?.({ ...value, [r.reportId]: v as ReportType })} />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
