import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { forumMessages, postRoom, type VoteDirection } from '@exam/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage, type Position } from '../../../lib/http';
import { userAtom } from '../../auth/atoms';
import { forumApi } from '../api';
import { CommentForm } from '../components/CommentForm';
import { type CommentActions, CommentItem } from '../components/CommentItem';
import { ForumLoadError } from '../components/ForumError';
import { PostBody } from '../components/PostBody';
import { ListSkeleton } from '../components/Skeletons';
import { useLive } from '../useLive';
import { nextVote, type PendingVote, withPendingVotes } from '../votes';
import { ModeratorPanel } from '../widgets/ModeratorPanel';
import { WidgetsColumn } from '../widgets/WidgetsColumn';

/** /forums/{farmland}/{farmhouse}/{postId}: the post, its comments, live for everyone viewing it. */
export function PostPage() {
  const { postId = '' } = useParams();
  const location = useLocation();
  const user = useAtomValue(userAtom);
  const firstAfter = (location.state as { after?: Position } | null)?.after;
  const live = useLive((after) => forumApi.post(postId, after ?? firstAfter), [postRoom(postId)], [postId, user?.userId], ['forum_posts', 'forum_comments']);
  const [pending, setPending] = useState<Record<string, PendingVote>>({});
  const seq = useRef(0);
  const data = useMemo(() => withPendingVotes(live.data, pending), [live.data, pending]);
  const reload = (after?: Position) => void live.reload(after);

  // comment anchors: #comment-{id} scrolls to the comment once it is on screen
  const scrolled = useRef(false);
  useEffect(() => {
    if (!data || scrolled.current || !location.hash.startsWith('#comment-')) return;
    scrolled.current = true;
    document.getElementById(location.hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [data, location.hash]);

  if (live.error && !data) return <ForumLoadError />;
  if (!data) return <ListSkeleton count={2} />;
  const { post } = data;

  /** Optimistic: shown at once, rolled back with 'Failed to vote' if the server refuses. */
  const vote = async (targetType: 'post' | 'comment', targetId: string, d: VoteDirection) => {
    if (!user) return void notifications.show({ color: 'yellow', message: forumMessages.loginToVote });
    const entry: PendingVote = { targetType, next: nextVote(data.myVotes[targetId] ?? null, d), seq: ++seq.current };
    setPending((p) => ({ ...p, [targetId]: entry }));
    const settle = () => setPending((p) => (p[targetId]?.seq === entry.seq ? (({ [targetId]: _gone, ...rest }) => rest)(p) : p));
    try {
      const r = await forumApi.vote(targetType, targetId, d);
      await live.reload(r.position);
    } catch (e) {
      notifications.show({ color: 'red', message: 'Failed to vote', title: errorMessage(e, '') || undefined });
    } finally {
      settle();
    }
  };

  const act = async <T extends { position: Position },>(call: () => Promise<T>, ok: string | null, failed: string) => {
    try {
      const r = await call();
      if (ok) notifications.show({ color: 'green', message: ok });
      await live.reload(r.position);
      return true;
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, failed) });
      return false;
    }
  };
  const actions: CommentActions = {
    userId: user?.userId ?? null,
    vote: (id, d) => void vote('comment', id, d),
    reply: (parentId, content) => act(() => forumApi.comment(post.id, content, parentId), 'Comment posted!', 'Failed to post reply'),
    edit: (id, content) => act(() => forumApi.editComment(id, content), null, 'Failed to edit comment'),
    remove: async (id) => void (await act(() => forumApi.deleteComment(id), null, 'Failed to delete comment')),
    markAnswer: async (id) => void (await act(() => forumApi.markAnswer(post.id, id), null, 'Failed to mark answer')),
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap="md" style={{ flex: 1, minWidth: 300 }} data-testid="post-page">
        <Breadcrumbs>
          <Anchor component={Link} to="/forums" size="sm">Forums</Anchor>
          <Anchor component={Link} to={`/forums/${post.farmlandId}`} size="sm">{data.farmland?.title ?? post.farmlandId}</Anchor>
          <Anchor component={Link} to={`/forums/${post.farmlandId}/${post.farmhouseId}`} size="sm">{data.farmhouse.title}</Anchor>
        </Breadcrumbs>
        <PostBody data={data} userId={user?.userId ?? null} onVote={(d) => void vote('post', post.id, d)} onChanged={reload} />
        <Paper withBorder radius="md" p="lg">
          <Title order={4} mb="sm">Comments ({post.commentCount})</Title>
          {!user ? (
            <Group mb="md"><Text size="sm">{forumMessages.loginToComment}</Text><Button component={Link} to="/login" state={{ from: location }} size="xs">Login</Button></Group>
          ) : data.can.comment ? (
            <CommentForm submitLabel="Comment" testId="comment" onSubmit={(content) => act(() => forumApi.comment(post.id, content), 'Comment posted!', 'Failed to post comment')} />
          ) : (
            <Text size="sm" c="dimmed" mb="md">{post.isArchived ? forumMessages.archived : post.isDeleted ? forumMessages.postDeleted : forumMessages.membershipRequired}</Text>
          )}
          <Stack gap={0} mt="md" data-testid="comment-list">
            {data.comments.length === 0 && <Text size="sm" c="dimmed">No comments yet.</Text>}
            {data.comments.map((c) => <CommentItem key={c.id} c={c} data={data} actions={actions} />)}
          </Stack>
        </Paper>
      </Stack>
      <WidgetsColumn top={<ModeratorPanel data={data} onChanged={reload} />} />
    </Group>
  );
}
