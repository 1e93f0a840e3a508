import type { Scenario } from './types';
import { ticketsScenario } from './tickets';
import { forumSearch, forumVotes } from './forums';
import { practiceScenario } from './practice';
import { historyScenario } from './history';

/** Feature scenarios (tickets, practice, forums) register here. */
export const scenarios: Scenario[] = [practiceScenario, ticketsScenario, forumVotes, forumSearch, historyScenario];
