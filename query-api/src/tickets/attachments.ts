import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentBlobId, DomainError, isImageAttachment, type TicketAttachmentDoc, ticketAttachmentsView } from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { ticketFor } from './access';

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/), attachmentId: z.string().uuid() });
const notFound = () => new DomainError('NOT_FOUND', 'Attachment not found', 404);

/**
 * An attachment's bytes, for whoever may see its ticket; a file not yet sent only for its uploader.
 * Served with the type sniffed at upload and nosniff, so a browser never reinterprets it.
 */
export const attachmentDownloadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  instance.withTypeProvider<ZodTypeProvider>().get('/api/tickets/:id/attachments/:attachmentId', { schema: { params } }, async (req, reply) => {
    const { actor } = await ticketFor(req, deps.readStore, req.params.id);
    const doc = await deps.readStore.get<TicketAttachmentDoc>(ticketAttachmentsView.name, req.params.attachmentId);
    if (!doc || doc.ticketId !== req.params.id || (doc.state === 'pending' && doc.uploadedBy !== actor.userId)) throw notFound();
    const blob = await deps.blobStore?.get(attachmentBlobId(doc.id));
    if (!blob) throw notFound();
    const inline = isImageAttachment(doc.mimeType) || doc.mimeType === 'application/pdf';
    const name = encodeURIComponent(doc.filename);
    reply
      .header('content-type', doc.mimeType)
      .header('content-length', blob.bytes.length)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${name}`);
    if (doc.mimeType !== 'application/pdf') reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    return reply.send(blob.bytes);
  });
};
