import { atom } from 'jotai';
import { errorMessage, type Position } from '../../lib/http';
import { forumApi, type HomeData } from './api';

type HomeState = { status: 'idle' | 'loading' | 'ready' | 'error'; data: HomeData | null; error?: string };
const homeBaseAtom = atom<HomeState>({ status: 'idle', data: null });

/** Farmlands, farmhouses and the caller's memberships: the sidebar, header and home page share them. */
export const forumsHomeAtom = atom((get) => get(homeBaseAtom));

/** farmhouseId -> the caller's role there (member or moderator). */
export const myMembershipsAtom = atom((get) => new Map((get(homeBaseAtom).data?.memberships ?? []).map((m) => [m.farmhouseId, m.role])));

export const loadForumsHomeAtom = atom(null, async (get, set, after?: Position) => {
  const now = get(homeBaseAtom);
  if (now.status !== 'ready') set(homeBaseAtom, { ...now, status: 'loading' });
  try {
    const data = await forumApi.home(after);
    set(homeBaseAtom, { status: 'ready', data });
  } catch (e) {
    const latest = get(homeBaseAtom);
    set(homeBaseAtom, { ...latest, status: latest.data ? 'ready' : 'error', error: errorMessage(e, 'Failed to load data') });
  }
});

/** Sidebar open or collapsed; remembered in this browser. */
const SIDEBAR_KEY = 'forums.sidebarCollapsed';
const sidebarBaseAtom = atom(typeof localStorage !== 'undefined' && localStorage.getItem(SIDEBAR_KEY) === '1');
export const sidebarCollapsedAtom = atom(
  (get) => get(sidebarBaseAtom),
  (_get, set, collapsed: boolean) => {
    set(sidebarBaseAtom, collapsed);
    try {
      localStorage.setItem(SIDEBAR_KEY, collapsed ? '1' : '0');
    } catch {
      // private mode: the choice lasts for this page only
    }
  },
);
