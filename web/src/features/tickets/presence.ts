import { TICKET_PRESENCE_EVENT, type TicketPresence, type TicketPresenceState } from '@exam/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { getSocket } from '../../lib/socket';
import { presenceAtom, setPresenceAtom } from './atoms';

/**
 * Collision detection for admins: announce that I am viewing (or replying to) this ticket, and
 * learn who else is. The state is re-announced after a reconnect, and withdrawn on leaving.
 */
export function useTicketPresence(ticketId: string | undefined, enabled: boolean, myUserId: string | undefined) {
  const setPresence = useSetAtom(setPresenceAtom);
  const all = useAtomValue(presenceAtom);
  const state = useRef<TicketPresenceState>('viewing');

  useEffect(() => {
    if (!ticketId || !enabled) return;
    const s = getSocket();
    const announce = () => s.emit(TICKET_PRESENCE_EVENT, { ticketId, state: state.current });
    const onPresence = (p: TicketPresence) => setPresence(p);
    state.current = 'viewing';
    s.on(TICKET_PRESENCE_EVENT, onPresence);
    s.on('connect', announce);
    if (s.connected) announce();
    return () => {
      s.off(TICKET_PRESENCE_EVENT, onPresence);
      s.off('connect', announce);
      if (s.connected) s.emit(TICKET_PRESENCE_EVENT, { ticketId, state: 'left' });
      setPresence({ ticketId, admins: [] });
    };
  }, [ticketId, enabled, setPresence]);

  const setReplying = useCallback((replying: boolean) => {
    const next: TicketPresenceState = replying ? 'replying' : 'viewing';
    if (!ticketId || !enabled || state.current === next) return;
    state.current = next;
    getSocket().emit(TICKET_PRESENCE_EVENT, { ticketId, state: next });
  }, [ticketId, enabled]);

  const others = (ticketId ? all[ticketId] ?? [] : []).filter((a) => a.userId !== myUserId);
  return { others, setReplying };
}
