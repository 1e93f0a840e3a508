import { Button, Group } from '@mantine/core';
import type { PagerProps } from './NumberedPager';

/** The previous/next-only pager (§2 item 9): for lists where page numbers mean little. */
export function PrevNextPager({ page, pages, onChange, disabled, ...rest }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" data-testid={rest['data-testid'] ?? 'pager-prev-next'}>
      <Button variant="default" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Button variant="default" disabled={disabled || page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
