import { Anchor, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { VoteDirection } from '@exam/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentNode, PostData } from '../api';
import { timeAgo } from '../format';
import { CommentForm } from './CommentForm';
import { Markdown } from './Markdown';
import { VoteButtons } from './VoteButtons';

export type CommentActions = {
  userId: string | null;
  vote: (id: string, d: VoteDirection) => void;
  reply: (parentId: string, content: string) => Promise<boolean>;
  edit: (id: string, content: string) => Promise<boolean>;
  remove: (id: string) => Promise<void>;
  markAnswer: (id: string) => Promise<void>;
};

/** One comment with its replies (anchor #comment-{id}). */
export function CommentItem({ c, data, actions, depth = 0 }: { c: CommentNode; data: PostData; actions: CommentActions; depth?: number }) {
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const mine = actions.userId === c.authorId;
  const canManage = !c.isDeleted && (mine || data.can.moderate);
  const open = !data.post.isArchived && !data.post.isDeleted;
  return (
    <Box id={`comment-${c.id}`} data-testid={`comment-${c.id}`} pl={depth ? 'md' : 0} style={depth ? { borderLeft: '2px solid var(--mantine-color-gray-3)' } : undefined}>
      <Stack gap={4} py={6}>
        <Group gap={6}>
          <Anchor component={Link} to={`/forums/p/${c.authorUsername}`} size="sm" fw={600}>{c.authorUsername}</Anchor>
          <Text size="xs" c="dimmed">{timeAgo(c.createdAt)}{c.isEdited ? ' · edited' : ''}</Text>
          {c.isCorrectAnswer && <Badge size="sm" color="teal" data-testid={`accepted-${c.id}`}>✓ Accepted answer</Badge>}
        </Group>
        {mode === 'edit' ? (
          <CommentForm initial={c.content} submitLabel="Save" testId={`edit-${c.id}`} onCancel={() => setMode('view')}
            onSubmit={async (content) => { const ok = await actions.edit(c.id, content); if (ok) setMode('view'); return ok; }} />
        ) : c.isDeleted ? (
          <Text size="sm" c="dimmed" fs="italic">[Comment deleted]</Text>
        ) : (
          <Markdown>{c.content}</Markdown>
        )}
        {!c.isDeleted && (
          <Group gap="xs">
            <VoteButtons votes={c.votes} mine={data.myVotes[c.id]} testId={`comment-vote-${c.id}`} disabled={mine} disabledReason={mine ? 'You cannot vote on your own comment' : undefined} onVote={(d) => actions.vote(c.id, d)} />
            {open && actions.userId && data.can.comment && <Button size="compact-xs" variant="subtle" onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')} data-testid={`reply-${c.id}`}>Reply</Button>}
            {canManage && <Button size="compact-xs" variant="subtle" onClick={() => setMode('edit')}>Edit</Button>}
            {canManage && (
              <Button size="compact-xs" variant="subtle" color="red"
                onClick={() => modals.openConfirmModal({ title: 'Delete this comment?', labels: { confirm: 'Delete', cancel: 'Cancel' }, confirmProps: { color: 'red' }, onConfirm: () => void actions.remove(c.id) })}>
                Delete
              </Button>
            )}
            {data.can.markAnswer && !c.isCorrectAnswer && (
              <Button size="compact-xs" variant="light" color="teal" onClick={() => void actions.markAnswer(c.id)} data-testid={`mark-answer-${c.id}`}>Mark as answer</Button>
            )}
          </Group>
        )}
        {mode === 'reply' && (
          <CommentForm submitLabel="Reply" testId={`reply-form-${c.id}`} onCancel={() => setMode('view')}
            onSubmit={async (content) => { const ok = await actions.reply(c.id, content); if (ok) setMode('view'); return ok; }} />
        )}
      </Stack>
      {c.replies.map((r) => <CommentItem key={r.id} c={r} data={data} actions={actions} depth={depth + 1} />)}
    </Box>
  );
}
