import { Badge, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import type { QuestionVersion } from '@exam/domain';

/** Every version: who, when, why, and which fields changed. */
export function VersionList({ versions, selected, onSelect }: { versions: QuestionVersion[]; selected: number | null; onSelect: (v: number) => void }) {
  return (
    <Paper withBorder>
      <ScrollArea.Autosize mah={360}>
        {[...versions].reverse().map((v) => (
          <NavLink key={v.version} active={selected === v.version} onClick={() => onSelect(v.version)} data-testid={`version-${v.version}`}
            label={<>Version {v.version} <Badge size="xs" variant="light">{v.kind}</Badge></>}
            description={<Text size="xs">{new Date(v.at).toLocaleString()} · {v.by?.username ?? 'system'} · {v.reason}{v.version > 0 ? ` · ${v.changed.join(', ')}` : ''}</Text>} />
        ))}
      </ScrollArea.Autosize>
    </Paper>
  );
}
