import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ATTEMPT_TYPES, BOOKMARK_LABELS, DIFFICULTIES, EXAM_NAMES, PERFORMANCE_FILTERS, sectionsOf, subTopicsOf, topicsOf } from '@exam/domain';
import { useState } from 'react';
import { errorMessage } from '../../lib/http';
import { emptyFilters, type PracticeFilters } from './api';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Exam, section, topic, sub-topic, difficulty, bookmarks, attempt type and performance. */
export function FiltersBar({ initial, signedIn, onApply }: { initial: PracticeFilters; signedIn: boolean; onApply: (f: PracticeFilters) => Promise<{ total: number; message: string }> }) {
  const [f, setF] = useState(initial);
  const set = (patch: Partial<PracticeFilters>) => setF((x) => ({ ...x, ...patch }));
  const apply = async () => {
    try {
      const r = await onApply(f);
      notifications.show({ message: r.message, color: r.total ? 'green' : 'yellow' });
    } catch (e) {
      notifications.show({ message: errorMessage(e, 'Something went wrong!'), color: 'red' });
    }
  };
  const opt = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));
  return (
    <Group gap="xs" align="end" wrap="wrap" data-testid="filters">
      <Select label="Exam" data={opt(EXAM_NAMES)} value={f.exam || null} onChange={(v) => set({ exam: v ?? '', section: '', topic: '', subTopic: '' })} clearable w={170} data-testid="filter-exam" />
      <Select label="Section" data={opt(f.exam ? sectionsOf(f.exam) : [])} value={f.section || null} onChange={(v) => set({ section: v ?? '', topic: '', subTopic: '' })} clearable w={110} disabled={!f.exam} data-testid="filter-section" />
      <Select label="Topic" data={opt(f.exam && f.section ? topicsOf(f.exam, f.section) : [])} value={f.topic || null} onChange={(v) => set({ topic: v ?? '', subTopic: '' })} clearable w={170} disabled={!f.section} data-testid="filter-topic" />
      <Select label="Sub-topic" data={opt(f.topic ? subTopicsOf(f.exam, f.section, f.topic) : [])} value={f.subTopic || null} onChange={(v) => set({ subTopic: v ?? '' })} clearable w={190} disabled={!f.topic} data-testid="filter-subtopic" />
      <Select label="Difficulty" data={opt(DIFFICULTIES)} value={f.difficulty || null} onChange={(v) => set({ difficulty: v ?? '' })} clearable w={120} />
      {signedIn && (
        <>
          <Select label="Bookmarks" data={[{ value: 'any', label: 'Any bookmark' }, ...opt(BOOKMARK_LABELS)]} value={f.bookmarks || null} onChange={(v) => set({ bookmarks: v ?? '' })} clearable w={150} />
          <Select label="Attempt type" data={ATTEMPT_TYPES.map((x) => ({ value: x, label: label(x) }))} value={f.attemptType} onChange={(v) => set({ attemptType: (v ?? 'all') as PracticeFilters['attemptType'] })} w={130} />
          <Select label="Performance" data={PERFORMANCE_FILTERS.map((x) => ({ value: x, label: label(x) }))} value={f.performance} onChange={(v) => set({ performance: (v ?? 'all') as PracticeFilters['performance'] })} w={140} />
        </>
      )}
      <Button onClick={apply} data-testid="apply-filters">Apply</Button>
      <Button variant="subtle" onClick={() => setF(emptyFilters())}>Reset</Button>
    </Group>
  );
}
