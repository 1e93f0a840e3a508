import type { ViewDef } from '../core/views';
import type { FlagValues } from './flags';

export const flagsView = { name: 'feature_flags' } satisfies ViewDef;
export const FLAGS_DOC_ID = 'flags';
export type FlagsDoc = { id: typeof FLAGS_DOC_ID; features: FlagValues; updatedAt: string; updatedBy: string | null };
