import { z } from 'zod';
import { forbidden, unauthenticated, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { hasPermission } from '../identity/roles';

/** The 11 feature flags of back-office-and-content.md §3, spelled as the product spells them. */
export const FEATURE_FLAGS = [
  'dailyRCFlag',
  'topicTestFlag',
  'sectionalExamFlag',
  'deepAnalyticsFlag',
  'wordListFlag',
  'leaderboardFlag',
  'swotAnaltysisFlag',
  'myActivityFlag',
  'phrasalVerbsFlag',
  'doubtsBaltiFlag',
  'videosFlag',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FlagValues = Record<FeatureFlag, 0 | 1>;

export const FLAGS_STREAM = 'feature-flags';

export const defaultFlags = (): FlagValues =>
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, 1])) as FlagValues;

export const toggleFlagInput = z.object({
  flag: z.enum(FEATURE_FLAGS, { message: 'Unknown feature flag' }),
  value: z.union([z.literal(0), z.literal(1)], { message: 'A flag is either 1 or 0' }),
});

export type FlagEvent = { type: 'FeatureFlagToggled'; data: { flag: FeatureFlag; value: 0 | 1 } };
export type FlagCommand = { type: 'ToggleFeatureFlag'; data: { flag: FeatureFlag; value: 0 | 1 } };

export const flagsDecider: Decider<FlagValues, FlagCommand, FlagEvent> = {
  initialState: defaultFlags,
  evolve(state, event) {
    switch (event.type) {
      case 'FeatureFlagToggled':
        return { ...state, [event.data.flag]: event.data.value };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'ToggleFeatureFlag': {
        if (!ctx.actor) throw unauthenticated();
        if (!hasPermission(ctx.actor.roles, 'flags.toggle')) throw forbidden('Only a platform super admin can toggle feature flags');
        if (!(FEATURE_FLAGS as readonly string[]).includes(command.data.flag)) throw validation('Unknown feature flag');
        if (state[command.data.flag] === command.data.value) return [];
        return [{ type: 'FeatureFlagToggled', data: command.data }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
