import { createStore } from 'jotai';

/**
 * The one jotai store. Exported so code outside React (socket handlers, the session bootstrap
 * in main.tsx) writes to the same atoms the components read.
 */
export const store = createStore();
