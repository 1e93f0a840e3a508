/** Who issued a command. `null` actor means the system (seed, schedulers). */
export type Actor = { userId: string; email: string; username: string; roles: string[] };

export type EventMetadata = {
  commandId: string;
  correlationId: string;
  causationId: string;
  actor: { userId: string; roles: string[] } | null;
  occurredAt: string;
};

export type DomainEvent<T extends string = string, D = unknown> = { type: T; data: D };

/** Everything a decider may need that would otherwise be I/O: the clock, ids, the caller. */
export type CommandContext = {
  now: string;
  actor: Actor | null;
  /** Deterministic per command (derived from the command id), so a retried command yields the same ids. */
  newId: (label?: string) => string;
};

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, ctx: CommandContext) => Event[];
};

export function fold<S, E extends DomainEvent>(d: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>, events: E[]): S {
  return events.reduce(d.evolve, d.initialState());
}

export function assertNever(x: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(x)}`);
}
