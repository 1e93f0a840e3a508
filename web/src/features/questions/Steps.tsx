import { NavLink, Stack, ThemeIcon } from '@mantine/core';
import type { StepState } from '@exam/domain';

export type Step = 'question' | 'options' | 'solution' | 'submit';

/** The left step list with a completion indicator per step. */
export function StepNav({ steps, active, onSelect, labels, hideOptions }: { steps: StepState; active: Step; onSelect: (s: Step) => void; labels: Record<Step, string>; hideOptions?: boolean }) {
  const order: Step[] = hideOptions ? ['question', 'solution', 'submit'] : ['question', 'options', 'solution', 'submit'];
  return (
    <Stack gap={4}>
      {order.map((s, i) => (
        <NavLink key={s} active={active === s} label={`${i + 1}. ${labels[s]}`} onClick={() => onSelect(s)} data-testid={`step-${s}`} data-complete={steps[s]}
          rightSection={<ThemeIcon size="sm" radius="xl" color={steps[s] ? 'teal' : 'gray'} variant={steps[s] ? 'filled' : 'light'}>{steps[s] ? '✓' : '·'}</ThemeIcon>} />
      ))}
    </Stack>
  );
}
