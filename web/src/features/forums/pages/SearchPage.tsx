import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FORUM_LIMITS } from '@exam/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forumApi, type Post } from '../api';
import { ForumLoadError } from '../components/ForumError';
import { PostCard } from '../components/PostCard';
import { ListSkeleton } from '../components/Skeletons';
import { useLive } from '../useLive';

/** /forums/search?q=...: communities, people and posts matching every word (as prefixes). */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const live = useLive(() => forumApi.search(q), [], [q]);
  const [more, setMore] = useState<Post[]>([]);
  const data = live.data;
  const posts = data ? [...data.posts, ...more] : [];

  if (q.length < FORUM_LIMITS.searchMinChars) return <Text c="dimmed">Type at least {FORUM_LIMITS.searchMinChars} characters to search.</Text>;
  if (live.error && !data) return <ForumLoadError />;
  if (!data) return <ListSkeleton />;
  return (
    <Stack gap="md" data-testid="search-page">
      <Title order={2}>Results for “{q}”</Title>
      {data.farmhouses.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={5} mb="xs">Communities</Title>
          <Group gap="xs">
            {data.farmhouses.map((h) => <Badge key={h.id} component={Link} to={`/forums/${h.farmlandId}/${h.id}`} size="lg" variant="light" style={{ cursor: 'pointer' }}>{h.icon} {h.title}</Badge>)}
          </Group>
        </Paper>
      )}
      {data.users.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={5} mb="xs">People</Title>
          <Group gap="sm">{data.users.map((u) => <Anchor key={u.userId} component={Link} to={`/forums/p/${u.username}`}>@{u.username}</Anchor>)}</Group>
        </Paper>
      )}
      <Title order={4}>Posts ({data.totalPosts})</Title>
      {posts.length === 0 && <Text c="dimmed">No posts match.</Text>}
      {posts.map((p) => <PostCard key={p.id} post={p} />)}
      {posts.length < data.totalPosts && (
        <Button variant="default" onClick={async () => setMore([...more, ...(await forumApi.search(q, posts.length)).posts])}>Load more</Button>
      )}
    </Stack>
  );
}
