import { Button, Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { FORUM_LIMITS, forumMessages } from '@exam/domain';
import { useState } from 'react';
import { Markdown } from './Markdown';

type Props = {
  initial?: string;
  submitLabel: string;
  placeholder?: string;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
};

/** Markdown comment box with a live n/2000 counter that turns red past the limit (spec §5 Comment). */
export function CommentForm({ initial = '', submitLabel, placeholder, onSubmit, onCancel, testId }: Props) {
  const [content, setContent] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = content.length > FORUM_LIMITS.comment;
  const submit = async () => {
    if (!content.trim()) return setError(forumMessages.commentBlank);
    if (over) return setError(forumMessages.commentMax);
    setBusy(true);
    setError(null);
    try {
      if (await onSubmit(content)) setContent('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Tabs defaultValue="write" variant="outline">
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt={6}>
          <Textarea
            autosize
            minRows={3}
            placeholder={placeholder ?? 'Write in markdown: **bold**, `code`, lists, links'}
            value={content}
            error={error}
            onChange={(e) => {
              setContent(e.currentTarget.value);
              setError(null);
            }}
            data-testid={`${testId}-input`}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt={6}>
          {content.trim() ? <Markdown>{content}</Markdown> : <Text size="sm" c="dimmed">Nothing to preview</Text>}
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between">
        <Text size="xs" c={over ? 'red' : 'dimmed'} data-testid={`${testId}-counter`}>
          {content.length}/{FORUM_LIMITS.comment}
        </Text>
        <Group gap="xs">
          {onCancel && <Button size="xs" variant="default" onClick={onCancel}>Cancel</Button>}
          <Button size="xs" loading={busy} onClick={() => void submit()} data-testid={`${testId}-submit`}>{submitLabel}</Button>
        </Group>
      </Group>
    </Stack>
  );
}
