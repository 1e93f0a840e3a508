import { ActionIcon, Group, Text } from '@mantine/core';
import type { PagerProps } from './NumberedPager';

/** The compact pager (§2 item 9): arrows around "page of pages", for narrow places. */
export function CompactPager({ page, pages, onChange, disabled, ...rest }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Group gap="xs" justify="center" data-testid={rest['data-testid'] ?? 'pager-compact'}>
      <ActionIcon variant="default" aria-label="Previous page" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        ‹
      </ActionIcon>
      <Text size="sm" aria-live="polite">
        {page} / {pages}
      </Text>
      <ActionIcon variant="default" aria-label="Next page" disabled={disabled || page >= pages} onClick={() => onChange(page + 1)}>
        ›
      </ActionIcon>
    </Group>
  );
}
