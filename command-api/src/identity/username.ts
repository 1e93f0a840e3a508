import { conflict, type Decider, messages, type UsernameEvent } from '@exam/domain';

type State = { owner: string | null };
type Command = { type: 'ClaimUsername' | 'ReleaseUsername'; data: { username: string; userId: string } };

/** A username is claimed by exactly one user id; the stream's expected revision settles races. */
export const usernameDecider: Decider<State, Command, UsernameEvent> = {
  initialState: () => ({ owner: null }),
  evolve: (_s, e) => ({ owner: e.type === 'UsernameClaimed' ? e.data.userId : null }),
  decide(c, s) {
    if (c.type === 'ClaimUsername') {
      if (s.owner === c.data.userId) return [];
      if (s.owner) throw conflict('USERNAME_TAKEN', messages.usernameTaken);
      return [{ type: 'UsernameClaimed', data: c.data }];
    }
    return s.owner === c.data.userId ? [{ type: 'UsernameReleased', data: c.data }] : [];
  },
};
