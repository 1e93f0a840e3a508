import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { defaultSlideIndex, solutionSlides } from '@exam/domain';
import { useEffect, useRef, useState } from 'react';

/** Practice-and-support §9: a swipe of 50 px or more changes slide. */
export const SWIPE_THRESHOLD_PX = 50;

/** The solution, split into slides by the separator, opening at the question's default slide. */
export function SolutionSlides({ solution, defaultSlideNumber }: { solution: string; defaultSlideNumber: number }) {
  const slides = solutionSlides(solution);
  const [index, setIndex] = useState(() => defaultSlideIndex(solution, defaultSlideNumber));
  const startX = useRef<number | null>(null);
  useEffect(() => setIndex(defaultSlideIndex(solution, defaultSlideNumber)), [solution, defaultSlideNumber]);
  const go = (d: number) => setIndex((i) => Math.min(Math.max(0, i + d), slides.length - 1));

  return (
    <Paper
      withBorder p="md" data-testid="solution"
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={(e) => {
        if (startX.current === null) return;
        const dx = e.clientX - startX.current;
        startX.current = null;
        if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
      }}
      style={{ touchAction: 'pan-y', userSelect: 'text' }}
    >
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="solution-slide">{slides[index]}</Text>
      {slides.length > 1 && (
        <Group justify="space-between" mt="sm">
          <ActionIcon variant="light" onClick={() => go(-1)} disabled={index === 0} aria-label="Previous slide">‹</ActionIcon>
          <Text size="xs" c="dimmed" data-testid="slide-counter">{index + 1} / {slides.length}</Text>
          <ActionIcon variant="light" onClick={() => go(1)} disabled={index === slides.length - 1} aria-label="Next slide">›</ActionIcon>
        </Group>
      )}
    </Paper>
  );
}
