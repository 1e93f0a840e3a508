import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  comprehensionGroups, duplicatesMessage, forbidden, mayAuthor, parseUpload, type QuestionFingerprintDoc, questionFingerprint,
  questionFingerprintsView, type UploadItem, uploadBody, validation,
} from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import type { CommandEnvelope } from '../commands/handle';
import { type Deps, lastPosition, onQuestion, step } from './run';

export const fingerprintId = (fields: UploadItem['fields']) => createHash('sha256').update(questionFingerprint(fields)).digest('hex');

export type Duplicate = { key: string; existingQuestionId: string | null; reason: string };

/**
 * Creates the uploaded questions one command each (ids derived from the request's command id, so a
 * retried upload creates nothing twice). A question whose (exam, text, options) fingerprint is already
 * in the bank, or earlier in the same upload, is skipped and reported.
 */
export async function createUploaded(deps: Deps & { readStore: CommandApiDeps['readStore'] }, envelope: CommandEnvelope, items: UploadItem[]) {
  const known = await deps.readStore.getMany<QuestionFingerprintDoc>(questionFingerprintsView.name, [...new Set(items.map((i) => fingerprintId(i.fields)))]);
  const existing = new Map(known.map((d) => [d.id, d.questionId]));
  const seen = new Map<string, string>();
  const duplicates: Duplicate[] = [];
  const created: Array<{ key: string; questionId: string }> = [];
  let position = null;
  for (const item of items) {
    const env = step(envelope, `upload:${item.key}`);
    const questionId = env.commandId;
    const fp = fingerprintId(item.fields);
    const replay = await deps.eventStore.findCommand(env.commandId);
    if (!replay && existing.has(fp) && existing.get(fp) !== questionId) {
      duplicates.push({ key: item.key, existingQuestionId: existing.get(fp)!, reason: 'already in the question bank' });
      continue;
    }
    if (seen.has(fp)) {
      duplicates.push({ key: item.key, existingQuestionId: null, reason: `same as question ${seen.get(fp)} of this upload` });
      continue;
    }
    seen.set(fp, item.key);
    const answer = await onQuestion(deps, env, { type: 'AuthorQuestion', data: { questionId, fields: item.fields, via: 'upload' } });
    created.push({ key: item.key, questionId });
    position = lastPosition(position, answer.position);
  }
  return { created, duplicates, position };
}

/** POST /api/authoring/upload: general questions or comprehension sets as pasted JSON (authoring §2.3, §7). */
export const uploadRoute = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/authoring/upload', { schema: { body: withCommandId(uploadBody.shape) } }, async (req) => {
    const actor = requireActor(req);
    if (!mayAuthor(actor.roles, 'upload')) throw forbidden();
    const { items, problems } = parseUpload(req.body.data);
    if (problems.length) {
      const first = problems[0];
      throw validation(first.key ? `Question ${first.key}: ${first.message}` : first.message, { problems });
    }
    const envelope = envelopeOf(req, req.body);
    let batch = items;
    if (req.body.kind === 'comprehension') {
      // one set per passage; a set id given in the JSON is kept
      batch = comprehensionGroups(items).flatMap((group, i) => {
        const setID = group[0].fields.setID ?? step(envelope, `set:${i}`).commandId;
        return group.map((it) => ({ ...it, fields: { ...it.fields, setID } }));
      });
    }
    const result = await createUploaded({ eventStore: deps.eventStore, readStore: deps.readStore, log: req.log }, envelope, batch);
    const sets = new Set(batch.filter((b) => result.created.some((c) => c.key === b.key)).map((b) => b.fields.setID)).size;
    return {
      success: true,
      message: req.body.kind === 'comprehension' ? `${result.created.length} questions uploaded in ${sets} comprehension sets` : `${result.created.length} questions uploaded`,
      metadata: {
        uploaded: result.created,
        duplicates: result.duplicates,
        duplicatesMessage: result.duplicates.length ? duplicatesMessage(result.duplicates.length) : null,
      },
      position: result.position,
    };
  });
};
