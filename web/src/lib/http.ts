/**
 * The only way the web talks to the APIs. Errors arrive as RFC 9457 problem details; they are
 * turned into ApiError whose `message` is the server's `detail`, i.e. the spec's sentence, so
 * screens can show `error.message` without knowing the wire format.
 */

/** Global log position as the APIs send it: "commit:prepare" (two unsigned integers). */
export type Position = number | string;

/** What every command answers with, besides its own fields. */
export type MutationResult = { revision: number | string; position: Position };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  /** The whole problem body, for extension members (field names, limits). */
  readonly problem: Record<string, unknown>;

  constructor(init: { status: number; code: string; title: string; detail: string; problem?: Record<string, unknown> }) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.problem = init.problem ?? {};
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The sentence to show for any thrown value. */
export const errorMessage = (e: unknown, fallback = 'An unexpected error occurred'): string =>
  e instanceof Error && e.message ? e.message : fallback;

async function toApiError(res: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) body = (await res.json()) as Record<string, unknown>;
  } catch {
    // an unreadable body still yields an error with the status text below
  }
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  // Fastify's own errors (404 route, body too large) use {error, message} rather than problem+json.
  const title = str(body.title) ?? str(body.error) ?? res.statusText ?? 'Error';
  return new ApiError({
    status: res.status,
    code: str(body.code) ?? `HTTP_${res.status}`,
    title,
    detail: str(body.detail) ?? str(body.message) ?? title ?? 'Request failed',
    problem: body,
  });
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError({ status: 0, code: 'NETWORK', title: 'Network error', detail: 'Cannot reach the server. Please check your connection.' });
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Commands are idempotent by commandId, so a retried click must reuse the id it was given. */
function withCommandId(body: unknown): Record<string, unknown> {
  const b = (body ?? {}) as Record<string, unknown>;
  return b.commandId ? b : { ...b, commandId: crypto.randomUUID() };
}

export type GetOptions = {
  /** Wait until the read model has caught up with this position (read-your-own-writes). */
  after?: Position;
  signal?: AbortSignal;
};

export const api = {
  get<T>(path: string, opts: GetOptions = {}): Promise<T> {
    let url = path;
    if (opts.after !== undefined && opts.after !== null) {
      url += `${path.includes('?') ? '&' : '?'}after=${encodeURIComponent(String(opts.after))}`;
    }
    return request<T>('GET', url, undefined, opts.signal);
  },
  post<T = MutationResult>(path: string, body?: unknown): Promise<T> {
    return request<T>('POST', path, withCommandId(body));
  },
  patch<T = MutationResult>(path: string, body?: unknown): Promise<T> {
    return request<T>('PATCH', path, withCommandId(body));
  },
  delete<T = MutationResult>(path: string, body?: unknown): Promise<T> {
    return request<T>('DELETE', path, withCommandId(body));
  },
};

const parsePosition = (p: Position): bigint[] | null => {
  const text = String(p);
  return /^\d+(:\d+)*$/.test(text) ? text.split(':').map((part) => BigInt(part)) : null;
};

/** Orders two log positions ("commit:prepare", compared part by part); unknown shapes count as equal. */
export function comparePositions(a: Position | undefined, b: Position | undefined): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : -1;
  if (b === undefined || b === null) return 1;
  const x = parsePosition(a);
  const y = parsePosition(b);
  if (!x || !y) return 0;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i] ?? 0n, y[i] ?? 0n];
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}
