/**
 * Practice filters beyond the catalogue (practice-and-support.md §1): attempt type reads the student's
 * status for each question; performance reads the sub-topic's quadrant in the student's SWOT.
 */
export const ATTEMPT_TYPES = ['all', 'unattempted', 'attempted', 'correct', 'wrong', 'unanswered'] as const;
export type AttemptType = (typeof ATTEMPT_TYPES)[number];
export const PERFORMANCE_FILTERS = ['all', 'strengths', 'weaknesses', 'opportunities', 'threats'] as const;
export type PerformanceFilter = (typeof PERFORMANCE_FILTERS)[number];
export const NO_QUESTIONS_FOUND = 'No questions found';
export const FILTERS_APPLIED = 'Filters applied!';
/** Questions still being written or reviewed, or moved to a topic test: students do not practise those. */
export const PRACTICE_HIDDEN_STATUSES = ['Fresh', 'In Review', 'Rejected', 'Revised', 'Topic Test'] as const;
