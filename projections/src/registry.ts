import { flagsProjection } from './flags/projection';
import { usersProjection } from './identity/projection';
import type { ProjectionDef } from './runner/types';
import { questionIndexProjection } from './history/projection';
import { resolverRowsProjection } from './resolvers/projection';
import { mocksProjection } from './mocks/projection';
import { submissionsProjection } from './history/submissions';
import { ticketsProjection } from './tickets/projection';
import { forumReputationProjection, forumsProjection } from './forums';
import { questionsProjection } from './questions/projection';
import { practiceProjection } from './practice/projection';
import { questionFaultsProjection } from './question-faults/projection';

/** Every projection the projections process runs. Each feature adds its own here. */
export const projections: ProjectionDef[] = [flagsProjection, usersProjection, ticketsProjection, forumsProjection, forumReputationProjection, questionIndexProjection, resolverRowsProjection, mocksProjection, submissionsProjection, questionsProjection, practiceProjection, questionFaultsProjection];

export const findProjection = (name: string) => projections.find((p) => p.name === name);
