export { forumsProjection } from './projection';
export { forumReputationProjection } from './reputation';
