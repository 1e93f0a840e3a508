import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Practice-and-support §9: quotes rotate every 3 s. */
const ROTATE_MS = 3000;

const QUOTES = [
  'Small daily improvements add up to big results.',
  'Practice does not make perfect; practice makes progress.',
  'Every mock you review is a mistake you will not repeat.',
  'Accuracy first, speed follows.',
  'The questions you get wrong today are the marks you gain tomorrow.',
  'Stay consistent: one topic at a time.',
];

export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  const [index, setIndex] = useState(() => Math.floor(Math.random() * QUOTES.length));

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % QUOTES.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <Center mih="50vh" data-testid="loading-screen" aria-busy="true">
      <Stack align="center" gap="md" maw={480} px="md">
        <Loader aria-label={label} />
        <Text ta="center" fs="italic" c="dimmed" aria-live="polite" data-testid="loading-quote">
          {QUOTES[index]}
        </Text>
      </Stack>
    </Center>
  );
}
