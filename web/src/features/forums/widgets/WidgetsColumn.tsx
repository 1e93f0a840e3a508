import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { JoinCommunityCard, PlatformUpdates, UpcomingEvents } from './InfoWidgets';
import { LeaderboardWidget } from './Leaderboard';

/** The right-hand column of forum pages; `top` is page-specific (the moderator panel). */
export function WidgetsColumn({ top }: { top?: ReactNode }) {
  return (
    <Box w={{ base: '100%', lg: 300 }} style={{ flexShrink: 0 }}>
      <Stack gap="md">
        {top}
        <JoinCommunityCard />
        <LeaderboardWidget />
        <UpcomingEvents />
        <PlatformUpdates />
      </Stack>
    </Box>
  );
}
