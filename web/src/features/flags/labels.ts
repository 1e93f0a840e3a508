import type { FeatureFlag } from '@exam/domain';

/** Human names for the product's flags (the flag keys keep the product's own spelling). */
export const FLAG_LABELS: Record<FeatureFlag, string> = {
  dailyRCFlag: 'Daily RC',
  topicTestFlag: 'Topic Tests',
  sectionalExamFlag: 'Sectional Exams',
  deepAnalyticsFlag: 'Deep Analytics',
  wordListFlag: 'Word List',
  leaderboardFlag: 'Leaderboard',
  swotAnaltysisFlag: 'SWOT Analysis',
  myActivityFlag: 'My Activity',
  phrasalVerbsFlag: 'Phrasal Verbs',
  doubtsBaltiFlag: 'Doubts Bucket',
  videosFlag: 'Concept Videos',
};

export const flagLabel = (flag: string): string => FLAG_LABELS[flag as FeatureFlag] ?? flag;

/** The maintenance sentence; Deep Analytics keeps the spec's exact wording (§2.19). */
export const maintenanceMessage = (flag: string): string =>
  `${flagLabel(flag)} is under maintenance. Will be live soon.`;
