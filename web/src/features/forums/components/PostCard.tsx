import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type Post, imageUrl, postPath } from '../api';
import { timeAgo } from '../format';
import { ShareMenu } from './ShareMenu';

/** A post in a list: badges, a short text, up to 3 image thumbnails (spec §2.5), counts, share. */
export function PostCard({ post }: { post: Post }) {
  const path = postPath(post);
  const score = post.votes.upvotes - post.votes.downvotes;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`post-card-${post.id}`}>
      <Stack gap={6}>
        <Group gap={6}>
          {post.isPinned && <Badge size="xs" color="orange" variant="light">📌 Pinned</Badge>}
          <Badge size="xs" variant="light" color={post.type === 'academic' ? 'grape' : 'blue'}>{post.type}</Badge>
          {post.isCorrectAnswerMarked && <Badge size="xs" color="teal" variant="light">✓ Solved</Badge>}
          {post.isArchived && <Badge size="xs" color="gray" variant="light">Archived</Badge>}
          {post.exam && <Badge size="xs" variant="outline">{post.exam}</Badge>}
          {post.topic && <Badge size="xs" variant="outline">{post.topic}</Badge>}
        </Group>
        <Anchor component={Link} to={path} fw={600} c="inherit" data-testid="post-card-title">{post.title}</Anchor>
        <Text size="sm" c="dimmed" lineClamp={2}>{post.description}</Text>
        {post.images.length > 0 && (
          <Group gap="xs">
            {post.images.slice(0, 3).map((img) => (
              <Image key={img.id} src={imageUrl(img.id)} alt={img.filename} w={72} h={72} radius="sm" fit="cover" loading="lazy" />
            ))}
            {post.images.length > 3 && <Text size="xs" c="dimmed">+{post.images.length - 3}</Text>}
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            <Anchor component={Link} to={`/forums/p/${post.authorUsername}`} size="xs">{post.authorUsername}</Anchor> · {timeAgo(post.createdAt)}
          </Text>
          <Group gap="sm">
            <Text size="xs" c="dimmed">▲ {score}</Text>
            <Text size="xs" c="dimmed">💬 {post.commentCount}</Text>
            <ShareMenu path={path} title={post.title} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
