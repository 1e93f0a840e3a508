import type { Position } from '../event-store/port';

/** Sent to Socket.IO rooms after a projection commits: which documents of which view changed. */
export type ChangeNotice = { view: string; ids: string[]; position: Position };

/** Socket.IO event name carrying a ChangeNotice. */
export const VIEW_CHANGED = 'view:changed';

export interface ChangePublisher {
  publish(rooms: string[], notice: ChangeNotice): void;
  close(): Promise<void>;
}
