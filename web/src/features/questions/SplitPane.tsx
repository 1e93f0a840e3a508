import { Box, Group } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';

/** back-office §2.10: the split editor's divider ratio is clamped between 20 and 80 percent, default 50. */
export const clampRatio = (r: number) => Math.min(80, Math.max(20, Math.round(r)));

export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const [ratio, setRatio] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const drag = (e: React.PointerEvent) => {
    const el = box.current;
    if (!el) return;
    const move = (m: PointerEvent) => {
      const rect = el.getBoundingClientRect();
      setRatio(clampRatio(((m.clientX - rect.left) / rect.width) * 100));
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    e.preventDefault();
  };
  return (
    <Group ref={box} align="stretch" gap={0} wrap="nowrap" data-testid="split-pane" data-ratio={ratio}>
      <Box style={{ flexBasis: `${ratio}%`, minWidth: 0 }} pr="sm">{left}</Box>
      <Box role="separator" aria-valuenow={ratio} aria-valuemin={20} aria-valuemax={80} onPointerDown={drag} onDoubleClick={() => setRatio(50)}
        style={{ width: 6, cursor: 'col-resize', background: 'var(--mantine-color-gray-3)', borderRadius: 3 }} />
      <Box style={{ flexBasis: `${100 - ratio}%`, minWidth: 0 }} pl="sm">{right}</Box>
    </Group>
  );
}
