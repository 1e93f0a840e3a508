import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { farmhouseRoom } from '@exam/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { userAtom } from '../../auth/atoms';
import { forumApi, type Post } from '../api';
import { ForumLoadError } from '../components/ForumError';
import { MembershipButton } from '../components/MembershipButton';
import { PostCard } from '../components/PostCard';
import { ListSkeleton } from '../components/Skeletons';
import { useLive } from '../useLive';
import { WidgetsColumn } from '../widgets/WidgetsColumn';

/** /forums/{farmland}/{farmhouse}: posts (pinned first, newest next); a new post appears live. */
export function FarmhousePage() {
  const { farmland = '', farmhouse = '' } = useParams();
  const user = useAtomValue(userAtom);
  const live = useLive((after) => forumApi.farmhouse(farmhouse, 0, after), [farmhouseRoom(farmhouse)], [farmhouse, user?.userId], ['forum_posts', 'forum_farmhouses']);
  const [more, setMore] = useState<Post[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const data = live.data;
  const shown = data ? [...data.posts, ...more.filter((m) => !data.posts.some((p) => p.id === m.id))] : [];

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await forumApi.farmhouse(farmhouse, shown.length);
      setMore((m) => [...m, ...next.posts]);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap="md" style={{ flex: 1, minWidth: 300 }} data-testid="farmhouse-page">
        {live.error && !data && <ForumLoadError />}
        {!data && !live.error && <ListSkeleton />}
        {data && (
          <>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Anchor component={Link} to={`/forums/${farmland}`} size="sm">{data.farmland?.title ?? farmland}</Anchor>
                  <Title order={2}>{data.farmhouse.icon} {data.farmhouse.title}</Title>
                  <Text c="dimmed" size="sm">{data.farmhouse.description}</Text>
                  <Group gap={6} mt={6}>
                    <Text size="xs" c="dimmed" data-testid="member-count">{data.farmhouse.memberCount} members</Text>
                    <Text size="xs" c="dimmed">· {data.farmhouse.postCount} posts</Text>
                    <Badge size="xs" variant="outline">{data.farmhouse.allowedPostTypes === 'both' ? 'discussion & academic' : data.farmhouse.allowedPostTypes}</Badge>
                    {!data.farmhouse.isActive && <Badge size="xs" color="gray">Inactive</Badge>}
                  </Group>
                </div>
                <Group gap="xs">
                  {(data.membership.isMember || data.membership.role === 'admin') && (
                    <Button component={Link} to={`/forums/${farmland}/${farmhouse}/new`} size="sm" variant="light">New post</Button>
                  )}
                  {data.membership.role !== 'admin' && (
                    <MembershipButton farmhouse={data.farmhouse} membership={data.membership} onChanged={(after) => void live.reload(after)} />
                  )}
                </Group>
              </Group>
            </Paper>
            {shown.length === 0 && <Text c="dimmed" ta="center" py="xl">No posts yet. Start the first discussion!</Text>}
            <Stack gap="sm" data-testid="post-list">
              {shown.map((p) => <PostCard key={p.id} post={p} />)}
            </Stack>
            {shown.length < data.total && (
              <Button variant="default" loading={loadingMore} onClick={() => void loadMore()}>Load more ({data.total - shown.length})</Button>
            )}
          </>
        )}
      </Stack>
      <WidgetsColumn />
    </Group>
  );
}
