import { useEffect, useState } from 'react';
import { type Handler, ticketsApi } from './api';

let cache: Promise<Handler[]> | null = null;

/** Tickets handlers and super admins, for the assignee filter and "assign to…" (fetched once per page load). */
export function useHandlers(): Handler[] {
  const [handlers, setHandlers] = useState<Handler[]>([]);
  useEffect(() => {
    let live = true;
    cache ??= ticketsApi.handlers().then((r) => r.handlers).catch((e) => {
      cache = null;
      throw e;
    });
    cache.then((h) => live && setHandlers(h)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return handlers;
}
