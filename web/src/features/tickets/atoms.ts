import type { TicketPresence, TicketStats } from '@exam/domain';
import { atom } from 'jotai';
import type { Position } from '../../lib/http';
import { type ListAnswer, type Pagination, type TicketItem, type TicketMessage, ticketsApi } from './api';
import { failure } from './format';

type Status = 'idle' | 'loading' | 'ready' | 'error';

// ---- ticket lists (user and admin) -------------------------------------------------------------
type ListState = { status: Status; query: string; data?: ListAnswer; error?: string };
const listBaseAtom = atom<ListState>({ status: 'idle', query: '' });
export const ticketListAtom = atom((get) => get(listBaseAtom));
let listSeq = 0;

/** Loads a list page; a live refresh keeps the rows on screen, a newer request wins over an older one. */
export const loadTicketListAtom = atom(null, async (get, set, input: { query: string; after?: Position }) => {
  const seq = ++listSeq;
  const now = get(listBaseAtom);
  const same = now.query === input.query && now.data;
  if (!same) set(listBaseAtom, { status: 'loading', query: input.query, data: undefined });
  try {
    const data = await ticketsApi.list(input.query, input.after);
    if (seq === listSeq) set(listBaseAtom, { status: 'ready', query: input.query, data });
  } catch (e) {
    if (seq !== listSeq) return;
    const cur = get(listBaseAtom);
    set(listBaseAtom, { ...cur, status: cur.data ? 'ready' : 'error', error: failure('Error fetching tickets', e) });
  }
});

// ---- one ticket and its conversation ------------------------------------------------------------
type DetailState = {
  id: string | null;
  status: Status;
  ticket?: TicketItem;
  error?: string;
  messages?: TicketMessage[];
  pagination?: Pagination;
  messagesStatus: Status;
  messagesError?: string;
};
const detailBaseAtom = atom<DetailState>({ id: null, status: 'idle', messagesStatus: 'idle' });
export const ticketDetailAtom = atom((get) => get(detailBaseAtom));
let detailSeq = 0;
let messagesSeq = 0;

export const loadTicketAtom = atom(null, async (get, set, input: { id: string; after?: Position }) => {
  const seq = ++detailSeq;
  const cur = get(detailBaseAtom);
  if (cur.id !== input.id) set(detailBaseAtom, { id: input.id, status: 'loading', messagesStatus: 'loading' });
  try {
    const { data } = await ticketsApi.get(input.id, input.after);
    if (seq === detailSeq) set(detailBaseAtom, { ...get(detailBaseAtom), id: input.id, status: 'ready', ticket: data, error: undefined });
  } catch (e) {
    if (seq !== detailSeq) return;
    const now = get(detailBaseAtom);
    set(detailBaseAtom, { ...now, status: now.ticket && now.id === input.id ? 'ready' : 'error', error: failure('Error fetching ticket', e) });
  }
});

export const loadMessagesAtom = atom(null, async (get, set, input: { id: string; page: number | 'last'; after?: Position }) => {
  const seq = ++messagesSeq;
  try {
    const r = await ticketsApi.messages(input.id, input.page, input.after);
    if (seq === messagesSeq && get(detailBaseAtom).id === input.id) {
      set(detailBaseAtom, { ...get(detailBaseAtom), messages: r.messages, pagination: r.pagination, messagesStatus: 'ready', messagesError: undefined });
    }
  } catch (e) {
    if (seq !== messagesSeq) return;
    const now = get(detailBaseAtom);
    set(detailBaseAtom, { ...now, messagesStatus: now.messages ? 'ready' : 'error', messagesError: failure('Error fetching messages', e) });
  }
});

// ---- stats ---------------------------------------------------------------------------------------
type StatsState = { status: Status; stats?: TicketStats; error?: string };
const statsBaseAtom = atom<StatsState>({ status: 'idle' });
export const ticketStatsAtom = atom((get) => get(statsBaseAtom));

export const loadStatsAtom = atom(null, async (get, set, input: { force?: boolean; after?: Position } = {}) => {
  if (!get(statsBaseAtom).stats) set(statsBaseAtom, { status: 'loading' });
  try {
    const { stats } = await ticketsApi.stats(input.force, input.after);
    set(statsBaseAtom, { status: 'ready', stats });
  } catch (e) {
    const cur = get(statsBaseAtom);
    set(statsBaseAtom, { ...cur, status: cur.stats ? 'ready' : 'error', error: failure('Error fetching stats', e) });
  }
});

// ---- who else is on a ticket (admins) --------------------------------------------------------------
const presenceBaseAtom = atom<Record<string, TicketPresence['admins']>>({});
export const presenceAtom = atom((get) => get(presenceBaseAtom));
export const setPresenceAtom = atom(null, (get, set, p: TicketPresence) => set(presenceBaseAtom, { ...get(presenceBaseAtom), [p.ticketId]: p.admins }));
