import { forbidden } from '../core/errors';
import type { Actor } from '../core/types';
import { hasPermission } from '../identity/roles';

/** Editorial statuses of an authored question (authoring-and-forums.md §4). */
export const AUTHORING_STATUSES = ['Fresh', 'Rejected', 'Revised'] as const;
export type AuthoringStatus = (typeof AUTHORING_STATUSES)[number];

/** Everything the authoring screen can do; the buttons and the server share this list. */
export type AuthoringAction =
  | 'submit'
  | 'update'
  | 'addToMock'
  | 'addToSet'
  | 'uploadForReview'
  | 'updateAsAdmin'
  | 'aiUpgrade'
  | 'aiSolution'
  | 'imageToLatex'
  | 'upload';

/** Spec §6 "Authoring (by feature flag)": what each authoring role may do. */
export const ROLE_CAPABILITIES: Record<string, readonly AuthoringAction[]> = {
  QA_User: ['submit', 'update', 'addToMock', 'addToSet', 'imageToLatex', 'upload'],
  QA_Applicant: ['uploadForReview', 'imageToLatex'],
  QA_Club: ['aiUpgrade', 'imageToLatex'],
  QA_AISolution: ['aiSolution', 'imageToLatex'],
};
/** Admin mode (spec: 'update as admin'); super admins also hold every author capability. */
const ADMIN_ACTIONS: readonly AuthoringAction[] = ['updateAsAdmin'];
const SUPER_ROLES = ['QA_SuperAdmin', 'PlatformSuperAdmin'];

export function mayAuthor(roles: readonly string[] | undefined, action: AuthoringAction): boolean {
  if (!roles) return false;
  if (roles.some((r) => SUPER_ROLES.includes(r))) return true;
  if (ADMIN_ACTIONS.includes(action)) return hasPermission(roles, 'questions.admin');
  return roles.some((r) => ROLE_CAPABILITIES[r]?.includes(action));
}

/** The system (seed, null actor) may do anything; a person needs the capability. */
export function assertAuthoringAction(actor: Actor | null, action: AuthoringAction): void {
  if (actor && !mayAuthor(actor.roles, action)) throw forbidden(`Your role cannot ${ACTION_LABELS[action].toLowerCase()}`);
}

export const ACTION_LABELS: Record<AuthoringAction, string> = {
  submit: 'Submit',
  update: 'Update Question',
  addToMock: 'Add to Mock',
  addToSet: 'Add To RC/DILR',
  uploadForReview: 'Upload Question',
  updateAsAdmin: 'Update as admin',
  aiUpgrade: 'AI upgrade',
  aiSolution: 'AI solution',
  imageToLatex: 'Image to LaTeX',
  upload: 'Upload JSON',
};

/** What the screen knows about the question being authored. */
export type AuthoringSubject = {
  status?: string;
  aiGenerated?: boolean;
  questionSource?: string | null;
  setID?: string | null;
  questionNumber?: number | null;
};

/**
 * Submit-step buttons (spec §4): Fresh → Submit, Add to Mock, Add To RC/DILR (user role) or Upload
 * Question (applicant); Rejected/Revised → Update Question, plus Add to Mock when AI-generated or
 * sourced and Add To RC/DILR when sourced; with an admin-edit id, only Update as admin.
 */
export function submitActions(roles: readonly string[], q: AuthoringSubject, adminEditId?: string | null): AuthoringAction[] {
  const may = (a: AuthoringAction) => mayAuthor(roles, a);
  if (adminEditId) return may('updateAsAdmin') ? ['updateAsAdmin'] : [];
  const status = q.status ?? 'Fresh';
  const out: AuthoringAction[] = [];
  if (status === 'Fresh') {
    if (may('submit')) out.push('submit');
    if (may('addToMock')) out.push('addToMock');
    if (may('addToSet')) out.push('addToSet');
    if (may('uploadForReview') && !roles.some((r) => SUPER_ROLES.includes(r))) out.push('uploadForReview');
  } else if (status === 'Rejected' || status === 'Revised') {
    if (may('update')) out.push('update');
    if (may('addToMock') && (q.aiGenerated || q.questionSource)) out.push('addToMock');
    if (may('addToSet') && q.questionSource) out.push('addToSet');
  }
  return out;
}

/** Helper buttons, independent of the status. */
export const helperActions = (roles: readonly string[]): AuthoringAction[] =>
  (['aiUpgrade', 'aiSolution', 'imageToLatex'] as const).filter((a) => mayAuthor(roles, a));

export type UpdateRoute = 'set' | 'mock' | 'source' | 'general';
/** Where 'Update Question' goes (spec §4): a set update, a mock-question update, a dialog, or general. */
export function updateRoute(q: AuthoringSubject): UpdateRoute {
  if (q.setID) return 'set';
  if (q.questionNumber != null) return 'mock';
  if (q.questionSource) return 'source';
  return 'general';
}
