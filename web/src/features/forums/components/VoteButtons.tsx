import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { VoteCounts, VoteDirection } from '@exam/domain';

type Props = {
  votes: VoteCounts;
  mine: VoteDirection | null | undefined;
  disabled?: boolean;
  disabledReason?: string;
  onVote: (d: VoteDirection) => void;
  testId: string;
};

/** Up / score / down. The page applies the vote at once and rolls it back if the server refuses. */
export function VoteButtons({ votes, mine, disabled, disabledReason, onVote, testId }: Props) {
  const score = votes.upvotes - votes.downvotes;
  const button = (d: VoteDirection) => (
    <Tooltip label={disabledReason ?? (d === 'up' ? 'Upvote' : 'Downvote')} disabled={!disabledReason && !disabled}>
      <ActionIcon
        variant={mine === d ? 'filled' : 'subtle'}
        color={d === 'up' ? 'teal' : 'red'}
        size="sm"
        aria-label={d === 'up' ? 'Upvote' : 'Downvote'}
        aria-pressed={mine === d}
        data-testid={`${testId}-${d}`}
        disabled={disabled}
        onClick={() => onVote(d)}
      >
        {d === 'up' ? '▲' : '▼'}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {button('up')}
      <Text size="sm" fw={600} miw={20} ta="center" data-testid={`${testId}-score`} title={`${votes.upvotes} up, ${votes.downvotes} down`}>
        {score}
      </Text>
      {button('down')}
    </Group>
  );
}
