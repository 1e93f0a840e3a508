import { DomainError } from '@exam/domain';

/**
 * The AI port: one client for an OpenAI-compatible chat-completions API. The authoring helpers
 * (generate solution, improve, image to LaTeX) are prompts over it; nothing else talks to the model.
 */
export type AiConfig = { url: string; apiKey?: string; model: string };
export type ChatPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string | ChatPart[] };
export interface AiClient {
  complete(messages: ChatMessage[]): Promise<string>;
}

export const AI_NOT_CONFIGURED = 'AI helpers are not configured';
export const aiNotConfigured = () => new DomainError('AI_NOT_CONFIGURED', AI_NOT_CONFIGURED, 503);
const aiFailed = (why: string) => new DomainError('AI_FAILED', `The AI helper failed: ${why}`, 502);

export function createAiClient(config: AiConfig, opts: { timeoutMs?: number; fetch?: typeof fetch } = {}): AiClient {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = opts.fetch ?? fetch;
  return {
    async complete(messages) {
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ model: config.model, messages, temperature: 0.2 }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
        });
      } catch (e) {
        throw aiFailed(e instanceof Error && e.name === 'TimeoutError' ? 'no answer in time' : 'cannot reach the AI service');
      }
      const body = (await res.json().catch(() => null)) as { choices?: Array<{ message?: { content?: unknown } }>; error?: { message?: string } } | null;
      if (!res.ok) throw aiFailed(body?.error?.message ?? `HTTP ${res.status}`);
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw aiFailed('empty answer');
      return content.trim();
    },
  };
}
