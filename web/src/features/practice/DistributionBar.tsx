import { Group, Text, Tooltip } from '@mantine/core';
import type { QuestionStatsDoc } from '@exam/domain';
import { useCallback, useEffect, useState } from 'react';
import type { Position } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { practiceApi } from './api';
import { OUTCOME_COLORS } from './format';

const MIN_SHARE = 5;
/** Widths in percent: every non-empty segment at least 5% wide (spec §6), the rest shared by count. */
export function segmentWidths(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return counts.map(() => 0);
  const raw = counts.map((c) => (c / total) * 100);
  const small = raw.map((r, i) => counts[i] > 0 && r < MIN_SHARE);
  const fixed = small.filter(Boolean).length * MIN_SHARE;
  const rest = raw.reduce((a, r, i) => (small[i] ? a : a + r), 0);
  return raw.map((r, i) => (counts[i] === 0 ? 0 : small[i] ? MIN_SHARE : (r / rest) * (100 - fixed)));
}

/** Correct / wrong / unanswered across students, live for everyone watching (room questions:distribution). */
export function DistributionBar({ questionId }: { questionId: string }) {
  const [stats, setStats] = useState<QuestionStatsDoc | null>(null);
  const load = useCallback((after?: Position) => {
    practiceApi.stats([questionId], after).then((r) => setStats(r.stats[questionId] ?? null)).catch(() => setStats(null));
  }, [questionId]);
  useEffect(() => load(), [load]);
  useRoom('questions:distribution', (n) => {
    if (!n || n.ids.includes(questionId)) load(n?.position);
  }, { views: ['question_stats'] });

  const counts = [stats?.correctCount ?? 0, stats?.wrongCount ?? 0, stats?.unansweredCount ?? 0];
  const widths = segmentWidths(counts);
  const colors = [OUTCOME_COLORS.correct, OUTCOME_COLORS.wrong, OUTCOME_COLORS.unanswered];
  const names = ['correct', 'wrong', 'unanswered'];
  return (
    <div data-testid="distribution-bar">
      <Group gap={0} h={10} style={{ borderRadius: 4, overflow: 'hidden', background: '#eee' }}>
        {widths.map((w, i) => w > 0 && (
          <Tooltip key={names[i]} label={`${counts[i]} ${names[i]}`}><div style={{ width: `${w}%`, height: '100%', background: colors[i] }} /></Tooltip>
        ))}
      </Group>
      <Text size="xs" c="dimmed" data-testid="distribution-counts">{counts[0]} correct · {counts[1]} wrong · {counts[2]} unanswered</Text>
    </div>
  );
}
