import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthoringAction, forbidden, mayAuthor } from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { aiNotConfigured, type AiClient, createAiClient } from './client';
import { imageToLatexPrompt, improvePrompt, solutionPrompt } from './prompts';

const draft = z.object({
  commandId: z.string().optional(),
  exam: z.string().optional(), topic: z.string().optional(), subTopic: z.string().optional(),
  comprehension: z.string().max(20_000).optional(),
  question: z.string().trim().min(1, 'Question is required').max(20_000),
  options: z.array(z.string().max(2000)).max(4).optional(),
  correctAnswer: z.string().max(50).optional(),
  solution: z.string().max(20_000).optional(),
});
/** Images travel as data URLs; the command API's 1 MB body limit bounds them. */
const image = z.object({
  commandId: z.string().optional(),
  image: z.string().regex(/^data:image\/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/=]+$/, 'Please choose a PNG, JPEG, WebP or GIF image'),
  mode: z.enum(['latex', 'upload']).default('latex'),
});

/** Parses the improve answer, tolerating a fenced JSON block; falls back to the text as the question. */
function parseImproved(text: string) {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  try {
    const v = JSON.parse(json ?? '') as { question?: unknown; options?: unknown; solution?: unknown };
    return {
      question: typeof v.question === 'string' ? v.question : text,
      options: Array.isArray(v.options) ? v.options.map(String).slice(0, 4) : undefined,
      solution: typeof v.solution === 'string' ? v.solution : undefined,
    };
  } catch {
    return { question: text };
  }
}

/** AI helpers (authoring §1, back-office §7): no events, only text back for the author to review. */
export const aiRoutes = (deps: Pick<CommandApiDeps, 'ai'>, client?: AiClient): FastifyPluginAsync => async (app) => {
  const ai = client ?? (deps.ai ? createAiClient(deps.ai) : null);
  const gate = (req: Parameters<typeof requireActor>[0], action: AuthoringAction) => {
    const actor = requireActor(req);
    if (!mayAuthor(actor.roles, action)) throw forbidden();
    if (!ai) throw aiNotConfigured();
    return ai;
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/ai/solution', { schema: { body: draft } }, async (req) => ({ success: true, solution: await gate(req, 'aiSolution').complete(solutionPrompt(req.body)) }));
  r.post('/api/ai/improve', { schema: { body: draft } }, async (req) => ({ success: true, ...parseImproved(await gate(req, 'aiUpgrade').complete(improvePrompt(req.body))) }));
  r.post('/api/ai/image-to-latex', { schema: { body: image } }, async (req) => ({ success: true, text: await gate(req, 'imageToLatex').complete(imageToLatexPrompt(req.body.image, req.body.mode)) }));
};
