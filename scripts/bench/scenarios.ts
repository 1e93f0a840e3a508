import type { Scenario } from './types';

/** Feature scenarios (tickets, practice, forums) register here. */
export const scenarios: Scenario[] = [];
