import type { TicketDoc, TicketMessageDoc, TicketPriority, TicketStats, TicketStatus, TicketTag } from '@exam/domain';
import { api, ApiError, type MutationResult, type Position } from '../../lib/http';

/** A ticket as the lists and the detail send it. */
export type TicketItem = Omit<TicketDoc, 'searchText' | 'lastSeq'> & { _id: string };
export type TicketMessage = TicketMessageDoc & { _id: string };
export type Pagination = { total: number; page: number; limit: number; pages: number };
export type ListAnswer = { tickets: TicketItem[]; pagination: Pagination; stats: TicketStats | null; position: Position | null };
export type UploadedAttachment = { id: string; url: string; filename: string; mimeType: string; size: number };
export type Handler = { userId: string; email: string; name: string };
export type TicketUpdate = { status?: TicketStatus; priority?: TicketPriority; tags?: TicketTag[] };
export type BulkResult = MutationResult & {
  success: boolean; updated: number; failed: number;
  results: Array<{ ticketId: string; ok: boolean; code?: string; error?: string }>;
};

/** Every ticket call of §7, with the paths the spec leaves "not shown" in the same style. */
export const ticketsApi = {
  list: (query: string, after?: Position) => api.get<ListAnswer>(`/api/tickets?${query}`, { after }),
  get: (id: string, after?: Position) => api.get<{ data: TicketItem; position: Position | null }>(`/api/tickets/${id}`, { after }),
  messages: (id: string, page: number | 'last', after?: Position) =>
    api.get<{ messages: TicketMessage[]; pagination: Pagination }>(`/api/tickets/${id}/messages?page=${page}`, { after }),
  stats: (forceRefresh = false, after?: Position) => api.get<{ stats: TicketStats }>(`/api/tickets/stats${forceRefresh ? '?forceRefresh=1' : ''}`, { after }),
  handlers: () => api.get<{ handlers: Handler[] }>('/api/tickets/handlers'),

  open: (input: { subject: string; message: string; priority: TicketPriority; tags: TicketTag[] }) =>
    api.post<MutationResult & { ticketId: string }>('/api/tickets', input),
  reply: (id: string, input: { body: string; attachments?: string[]; status?: TicketStatus }) =>
    api.post<MutationResult & { messageId: string }>(`/api/tickets/${id}/messages`, input),
  setStatus: (id: string, status: TicketStatus) => api.post(`/api/tickets/${id}/status`, { status }),
  update: (id: string, update: TicketUpdate) => api.patch(`/api/tickets/${id}`, update),
  reopen: (id: string) => api.post(`/api/tickets/${id}/reopen`, {}),
  assign: (id: string, body: { assignToSelf?: boolean; takeOver?: boolean; expectedAssigneeId?: string | null; assigneeUserId?: string }) =>
    api.post(`/api/tickets/${id}/assign`, body),
  bulk: (ticketIds: string[], update: TicketUpdate) => api.post<BulkResult>('/api/tickets/bulk-update', { ticketIds, update }),
  removeAttachment: (id: string, attachmentId: string) => api.delete(`/api/tickets/${id}/attachments/${attachmentId}`),

  /** Multipart, so not through api.post; the same commandId rule and problem+json errors apply. */
  async upload(id: string, file: File): Promise<UploadedAttachment & { position: Position }> {
    const form = new FormData();
    form.append('commandId', crypto.randomUUID());
    form.append('file', file, file.name);
    let res: Response;
    try {
      res = await fetch(`/api/tickets/${id}/attachments`, { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' } });
    } catch {
      throw new ApiError({ status: 0, code: 'NETWORK', title: 'Network error', detail: 'Upload failed' });
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, any>;
    if (!res.ok) {
      throw new ApiError({ status: res.status, code: body.code ?? `HTTP_${res.status}`, title: body.title ?? 'Upload failed', detail: body.detail ?? 'Upload failed', problem: body });
    }
    return { ...body.attachment, position: body.position };
  },
};
