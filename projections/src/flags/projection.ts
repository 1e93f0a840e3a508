import { defaultFlags, type FlagEvent, FLAGS_DOC_ID, flagsView } from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

/** One document holding every flag's value; pushed to the `flags` room. */
export const flagsProjection: ProjectionDef = {
  name: 'flags',
  collections: [flagsView],
  handles: ['FeatureFlagToggled'],
  async apply(event, view) {
    const e = event as unknown as FlagEvent;
    const doc = (await view.get(flagsView.name, FLAGS_DOC_ID)) ?? { id: FLAGS_DOC_ID, features: defaultFlags() };
    const features = { ...(doc.features as object), [e.data.flag]: e.data.value };
    view.put(flagsView.name, { id: FLAGS_DOC_ID, features, updatedAt: event.createdAt, updatedBy: event.metadata.actor?.userId ?? null });
    view.notify(['flags'], flagsView.name, FLAGS_DOC_ID);
  },
};
