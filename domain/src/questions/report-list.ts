import { z } from 'zod';

/**
 * Rules of the resolver report lists (back-office §2.10, §4, §5, §9.1), shared by the query API and
 * the web so the pager and sort behave the same on both sides.
 */
export const REPORT_PAGE_SIZE = 25;
export const REPORT_SORTS = ['oldest', 'latest', 'least_reports', 'most_reports', 'none'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
export type SortColumn = 'reportTime' | 'reportCount';
export type SortDirection = 'desc' | 'asc' | null;

/** Clicking a column cycles descending → ascending → no sort. */
export const nextSortDirection = (d: SortDirection): SortDirection => (d === 'desc' ? 'asc' : d === 'asc' ? null : 'desc');

/** The sort choice the reports fetch takes, from the column and direction on screen. */
export function sortChoice(column: SortColumn | null, direction: SortDirection): ReportSort {
  if (!column || !direction) return 'none';
  if (column === 'reportTime') return direction === 'desc' ? 'latest' : 'oldest';
  return direction === 'desc' ? 'most_reports' : 'least_reports';
}

/** Read-model sort for a choice; 'none' keeps a stable order by question id. */
export function sortSpec(sort: ReportSort): Record<string, 1 | -1> {
  switch (sort) {
    case 'oldest': return { reportTime: 1, id: 1 };
    case 'latest': return { reportTime: -1, id: 1 };
    case 'least_reports': return { reportCount: 1, id: 1 };
    case 'most_reports': return { reportCount: -1, id: 1 };
    default: return { id: 1 };
  }
}

/** Total pages as the server says, falling back to ceil(total / 25). */
export const pageCount = (totalReports: number, totalPages?: number | null) =>
  totalPages && totalPages > 0 ? totalPages : Math.max(1, Math.ceil(totalReports / REPORT_PAGE_SIZE));

/** The page-number box of the Errors/Corrected lists: null when the entry is a page we can go to. */
export function pageInputProblem(input: string, totalPages: number): string | null {
  const n = Number(input);
  if (!input.trim() || !Number.isInteger(n) || n < 1) return 'Please enter a valid page number greater than 0';
  if (n > totalPages) return `Please enter a page number between 1 and ${totalPages}`;
  return null;
}
/** What the server answers for a page outside the list. */
export const pageOutOfRange = (totalPages: number) => `Page number must be between 1 and ${totalPages}`;

/** The completed-reports pager: 'What are you trying?' for previous on page 1, else 'Invalid page number'. */
export function completedPageProblem(target: number, totalPages: number, via: 'previous' | 'next' | 'input'): string | null {
  if (via === 'previous' && target < 1) return 'What are you trying?';
  if (!Number.isInteger(target) || target < 1 || target > totalPages) return 'Invalid page number';
  return null;
}

export const reportListQuery = z.object({
  section: z.enum(['errors', 'corrected']).default('errors'),
  variant: z.enum(['general', 'cuet']).default('general'),
  page: z.coerce.number().int().min(1, 'Please enter a valid page number greater than 0').default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
  sort: z.enum(REPORT_SORTS).default('none'),
  exam: z.string().optional(),
  topic: z.string().optional(),
  subTopic: z.string().optional(),
  /** The report option ("whatsWrong") to filter by. */
  category: z.string().optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

/** The spec's report-list response shape. */
export type ReportListPage<Row> = {
  reports: Row[];
  totalReports: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
  startItem: number;
  endItem: number;
};
export function pageOf<Row>(rows: Row[], total: number, page: number, pageSize: number): ReportListPage<Row> {
  const startItem = total ? (page - 1) * pageSize + 1 : 0;
  return { reports: rows, totalReports: total, totalPages: Math.max(1, Math.ceil(total / pageSize)), currentPage: page, pageSize, startItem, endItem: total ? startItem + rows.length - 1 : 0 };
}
