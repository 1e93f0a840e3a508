import { Group, Pagination } from '@mantine/core';

export type PagerProps = {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  'data-testid'?: string;
};

/**
 * Practice-and-support §2 item 9 / §9: numbers for up to 7 pages, ellipses beyond that (first,
 * neighbours, last), and first/last buttons. Mantine's Pagination with one sibling and one
 * boundary shows at most 7 slots: 1 … 4 5 6 … 10.
 */
export function NumberedPager({ page, pages, onChange, disabled, ...rest }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" data-testid={rest['data-testid'] ?? 'pager'}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        withEdges
        disabled={disabled}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
      />
    </Group>
  );
}
