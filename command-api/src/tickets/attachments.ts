import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, attachmentBlobId, attachmentUrl, DomainError, isAllowedAttachmentType, ticketMessages as M, validation } from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { commandId, envelopeOf, withCommandId } from '../commands/envelope';
import { deterministicUuid } from '../commands/ids';
import { runTicketCommand, ticketIdParam } from './command';
import { cleanFilename, sniffContentType } from './sniff';

const tooLarge = () => new DomainError('FILE_TOO_LARGE', M.fileTooLarge, 413);
const notAllowed = () => new DomainError('FILE_TYPE_NOT_ALLOWED', M.fileTypeNotAllowed, 415);

/**
 * Upload (multipart: a `commandId` field and one `file`) and delete of an attachment before it is
 * sent. The bytes go to the blob store; the event records id, name, sniffed type, size and sha256.
 */
export const attachmentRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  // one byte over the limit is enough to know the file is too large
  await instance.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 }, throwFileSizeLimit: false });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post('/api/tickets/:id/attachments', { schema: { params: ticketIdParam } }, async (req, reply) => {
    requireActor(req);
    const blobs = deps.blobStore;
    if (!blobs) throw new DomainError('UNAVAILABLE', 'Uploads are not available', 503);
    if (!req.isMultipart()) throw validation('Send the file as multipart/form-data');
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; filename: string; truncated: boolean } | null = null;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { bytes, filename: part.filename, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    const id = commandId.safeParse(fields.commandId ?? req.headers['x-command-id']);
    if (!id.success) throw validation('commandId must be a uuid');
    if (!file) throw validation('Choose a file to upload');
    if (file.truncated || file.bytes.length > ATTACHMENT_MAX_BYTES) throw tooLarge();
    if (file.bytes.length === 0) throw validation('The file is empty');
    const filename = cleanFilename(file.filename);
    const mimeType = await sniffContentType(file.bytes, filename);
    if (!mimeType || !isAllowedAttachmentType(mimeType)) throw notAllowed();

    const ticketId = req.params.id;
    const attachmentId = deterministicUuid(`attachment:${id.data}`);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const meta = { attachmentId, filename, mimeType, size: file.bytes.length, sha256 };
    // the decider checks access first (on a dry run would need the stream twice): store the bytes
    // under an id only this command can produce, and drop them again if the command is refused
    await blobs.put(attachmentBlobId(attachmentId), file.bytes, { filename, mimeType });
    try {
      const answer = await runTicketCommand(deps.eventStore, req, ticketId, { type: 'UploadTicketAttachment', data: meta }, { envelope: envelopeOf(req, { commandId: id.data }) });
      reply.status(answer.duplicate ? 200 : 201);
      return { success: true, attachment: { id: attachmentId, _id: attachmentId, url: attachmentUrl(ticketId, attachmentId), filename, mimeType, size: meta.size }, ...answer };
    } catch (err) {
      if (err instanceof DomainError) await blobs.delete(attachmentBlobId(attachmentId)).catch(() => undefined);
      throw err;
    }
  });

  app.delete('/api/tickets/:id/attachments/:attachmentId', {
    schema: { params: ticketIdParam.extend({ attachmentId: z.string().uuid(M.attachmentNotFound) }), body: withCommandId({}).optional() },
  }, async (req) => {
    requireActor(req);
    const { id: ticketId, attachmentId } = req.params;
    const body = req.body ?? { commandId: String(req.headers['x-command-id'] ?? '') };
    if (!commandId.safeParse(body.commandId).success) throw validation('commandId must be a uuid');
    const answer = await runTicketCommand(deps.eventStore, req, ticketId, { type: 'DiscardTicketAttachment', data: { attachmentId } }, { envelope: envelopeOf(req, body) });
    // the event is the truth; the bytes go after it (a failure here only leaves an orphan file)
    if (answer.position !== null) await deps.blobStore?.delete(attachmentBlobId(attachmentId)).catch((err) => req.log.warn({ err, attachmentId }, 'could not delete attachment bytes'));
    return { success: true, attachmentId, ...answer };
  });
};
