import { Group, Paper, Skeleton, Stack } from '@mantine/core';

export function PostCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="post-skeleton">
      <Group gap="sm" mb="sm">
        <Skeleton circle h={28} />
        <Skeleton h={12} w={140} />
      </Group>
      <Skeleton h={18} w="70%" mb="xs" />
      <Skeleton h={12} mb={6} />
      <Skeleton h={12} w="85%" />
    </Paper>
  );
}

export function ListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </Stack>
  );
}

export function WidgetSkeleton() {
  return (
    <Stack gap={8}>
      <Skeleton h={14} w="50%" />
      <Skeleton h={12} />
      <Skeleton h={12} />
      <Skeleton h={12} w="70%" />
    </Stack>
  );
}
