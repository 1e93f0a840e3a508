import { type SubmissionDoc, type SubmissionEvent, submissionsView } from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

/** The admins' review queue of applicants' uploads; pushed to the `reviews` room. */
export const submissionsProjection: ProjectionDef = {
  name: 'question-submissions',
  collections: [submissionsView],
  handles: ['QuestionSubmittedForReview', 'SubmissionAccepted', 'SubmissionRejected'],
  async apply(event, view) {
    const e = event as unknown as SubmissionEvent;
    const id = e.data.submissionId;
    const prev = await view.get<SubmissionDoc>(submissionsView.name, id);
    let doc: SubmissionDoc | null = null;
    if (e.type === 'QuestionSubmittedForReview') doc = { id, status: 'submitted', fields: e.data.fields, submittedBy: e.data.submittedBy, submittedAt: e.data.submittedAt, questionId: null, feedback: null, reviewedBy: null, reviewedAt: null };
    else if (prev && e.type === 'SubmissionAccepted') doc = { ...prev, status: 'accepted', questionId: e.data.questionId, reviewedBy: e.data.acceptedBy, reviewedAt: e.data.acceptedAt };
    else if (prev && e.type === 'SubmissionRejected') doc = { ...prev, status: 'rejected', feedback: e.data.feedback, reviewedBy: e.data.rejectedBy, reviewedAt: e.data.rejectedAt };
    if (!doc) return;
    view.put(submissionsView.name, doc);
    view.notify(['reviews'], submissionsView.name, id);
  },
};
