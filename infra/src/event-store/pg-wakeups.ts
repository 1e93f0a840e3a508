import pg from 'pg';
import type { Logger } from 'pino';

/**
 * One LISTEN connection per process, waking every waiting reader when a writer commits. Readers also
 * wake on a short timeout: a commit can become readable only when an older transaction (that sent no
 * notification, e.g. a read-model write) ends.
 */
export class PgWakeups {
  private client: pg.Client | null = null;
  private waiters = new Set<() => void>();
  private closed = false;
  private connecting: Promise<void> | null = null;

  constructor(private connectionString: string, private channel: string, private log?: Logger) {
    this.connecting = this.connect();
  }

  private async connect() {
    while (!this.closed) {
      try {
        const client = new pg.Client({ connectionString: this.connectionString });
        client.on('notification', () => this.wakeAll());
        client.on('error', (err) => {
          this.log?.warn({ err }, 'event notification connection lost; reconnecting');
          this.client = null;
          if (!this.closed) setTimeout(() => void this.connect(), 500);
        });
        await client.connect();
        await client.query(`listen ${this.channel}`);
        this.client = client;
        return;
      } catch (err) {
        this.log?.warn({ err }, 'cannot LISTEN for events yet; retrying');
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /** A promise that settles on the next notification or after `timeoutMs`. */
  next(timeoutMs: number): { promise: Promise<void> } {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => {
      const t = setTimeout(() => finish(), timeoutMs);
      done = () => finish();
      const finish = () => {
        clearTimeout(t);
        this.waiters.delete(done);
        resolve();
      };
    });
    this.waiters.add(done);
    return { promise };
  }

  private pending = false;

  /**
   * After a local commit: wake this process's readers now and other processes' readers with one
   * NOTIFY per few milliseconds. NOTIFY inside the append would serialise every commit on the
   * server's notification lock; outside it and coalesced, it costs one tiny query per burst.
   */
  signal(notify: () => Promise<unknown>) {
    this.wakeAll();
    if (this.pending) return;
    this.pending = true;
    setTimeout(() => {
      this.pending = false;
      notify().catch((err) => this.log?.warn({ err }, 'event notification failed'));
    }, 2);
  }

  wakeAll() {
    for (const w of [...this.waiters]) w();
  }

  async close() {
    this.closed = true;
    this.wakeAll();
    await this.connecting?.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
  }
}
