import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveInput, createPostInput, deletePostInput, DomainError, editPostInput, firstIssue, markAnswerInput, movePostInput,
  type PostCommand, postDecider, postStream, validation,
} from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { commandId, envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { loadCommentFacts, loadFarmhouseFacts, loadMembership, loadPost } from './facts';
import { checkUploadedImages, MULTIPART_LIMITS, readMultipartPost, storeImages, type UploadedImage } from './images';

const idParams = z.object({ id: z.string().min(1).max(100) });
const createBody = z.object({ commandId }).and(createPostInput);
const editBody = withCommandId(editPostInput.shape);

/** Posts: create (JSON, or multipart with up to 5 images), edit, delete, moderate, mark answer. */
export const postRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  await instance.register(multipart, { limits: MULTIPART_LIMITS });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post('/api/forums/posts', async (req) => {
    const actor = requireActor(req, 'Please log in to post');
    let raw: unknown = req.body;
    let uploads: UploadedImage[] = [];
    if (req.isMultipart()) ({ payload: raw, images: uploads } = await readMultipartPost(req));
    const parsed = createBody.safeParse(raw);
    if (!parsed.success) throw validation(firstIssue(parsed.error));
    const { commandId: id, farmhouseId, ...content } = parsed.data;
    // ids from the command id: a retried upload overwrites the same blobs and creates the same post
    const postId = deterministicUuid(`forum-post:${id}`);
    const images = await checkUploadedImages(uploads, (i) => `forum-image-${postId}-${i}`);
    const [farmhouse, membership] = await Promise.all([loadFarmhouseFacts(deps.eventStore, farmhouseId), loadMembership(deps.eventStore, farmhouseId, actor)]);
    await storeImages(deps.blobStore, images);
    try {
      const answer = await handleCommand({ eventStore: deps.eventStore, log: req.log }, {
        stream: postStream(postId), decider: postDecider, envelope: envelopeOf(req, { commandId: id }),
        command: { type: 'CreatePost', data: { postId, farmhouseId, content, images: images.map(({ bytes: _b, ...img }) => img) }, farmhouse, membership },
      });
      return { success: true, postId, farmlandId: farmhouse.farmlandId, farmhouseId, ...answer };
    } catch (err) {
      // refused: the bytes must not outlive the post they were for
      if (err instanceof DomainError) await Promise.all(images.map((img) => deps.blobStore?.delete(img.id)));
      throw err;
    }
  });

  /** Loads the post and the caller's membership of its farmhouse, then runs the command. */
  const onPost = async (req: FastifyRequest, build: (m: Awaited<ReturnType<typeof loadMembership>>) => PostCommand) => {
    const { id } = req.params as { id: string };
    const post = await loadPost(deps.eventStore, id);
    const membership = await loadMembership(deps.eventStore, post.status === 'none' ? '' : post.farmhouseId, req.actor);
    const command = build(membership);
    return handleCommand({ eventStore: deps.eventStore, log: req.log }, { stream: postStream(id), decider: postDecider, command, envelope: envelopeOf(req, req.body as { commandId: string }) });
  };

  app.patch('/api/forums/posts/:id', { schema: { params: idParams, body: editBody } }, async (req) => {
    requireActor(req);
    const { commandId: _c, ...data } = req.body;
    return { success: true, ...(await onPost(req, (membership) => ({ type: 'EditPost', data, membership }))) };
  });

  app.delete('/api/forums/posts/:id', { schema: { params: idParams, body: withCommandId(deletePostInput.shape) } }, async (req) => {
    requireActor(req);
    return { success: true, ...(await onPost(req, (membership) => ({ type: 'DeletePost', data: { reason: req.body.reason }, membership }))) };
  });

  for (const [path, type] of [['pin', 'PinPost'], ['unpin', 'UnpinPost'], ['unarchive', 'UnarchivePost']] as const) {
    app.post(`/api/forums/posts/:id/${path}`, { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
      requireActor(req);
      return { success: true, ...(await onPost(req, (membership) => ({ type, membership }))) };
    });
  }

  app.post('/api/forums/posts/:id/archive', { schema: { params: idParams, body: withCommandId(archiveInput.shape) } }, async (req) => {
    requireActor(req);
    return { success: true, ...(await onPost(req, (membership) => ({ type: 'ArchivePost', data: { reason: req.body.reason }, membership }))) };
  });

  app.post('/api/forums/posts/:id/move', { schema: { params: idParams, body: withCommandId(movePostInput.shape) } }, async (req) => {
    requireActor(req);
    const target = await loadFarmhouseFacts(deps.eventStore, req.body.farmhouseId);
    return { success: true, ...(await onPost(req, (membership) => ({ type: 'MovePost', data: { farmhouseId: req.body.farmhouseId }, target, membership }))) };
  });

  app.post('/api/forums/posts/:id/answer', { schema: { params: idParams, body: withCommandId(markAnswerInput.shape) } }, async (req) => {
    requireActor(req);
    const comment = await loadCommentFacts(deps.eventStore, req.body.commentId);
    return { success: true, ...(await onPost(req, (membership) => ({ type: 'MarkAnswer', data: { commentId: req.body.commentId }, comment, membership }))) };
  });
};
