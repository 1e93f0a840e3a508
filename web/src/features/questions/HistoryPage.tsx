import { Alert, Badge, Button, Center, Grid, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldDiff, QuestionVersion } from '@exam/domain';
import { errorMessage } from '../../lib/http';
import { useRoom } from '../../lib/socket';
import { questionsApi, type ResolverQuestion, type Snapshot } from './api';
import { DiffView } from './DiffView';
import { QuestionPreview } from './Preview';
import { ReportsList } from './ReportsList';
import { VersionList } from './VersionList';

/**
 * Read-only resolver view (back-office §2.10): the errors and the version history, with a time
 * selector and 'Show Original'. Each version is the fold of the question's stream; a version saved
 * while this page is open appears at once (room question:{id}).
 */
export function HistoryPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [current, setCurrent] = useState<ResolverQuestion | null>(null);
  const [versions, setVersions] = useState<QuestionVersion[]>([]);
  const [shown, setShown] = useState<Snapshot | null>(null);
  const [time, setTime] = useState('');
  const [compare, setCompare] = useState<number | null>(null);
  const [diff, setDiff] = useState<FieldDiff[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<number | null>(null);

  const refresh = useCallback(async (live = false) => {
    try {
      const [q, v] = await Promise.all([questionsApi.resolverQuestion(id), questionsApi.versions(id)]);
      setCurrent(q);
      setVersions((old) => {
        if (live && v.versions.length > old.length) setFresh(v.versions[v.versions.length - 1].version);
        return v.versions;
      });
    } catch (e) {
      setError(errorMessage(e, 'Failed to load data'));
    }
  }, [id]);
  useEffect(() => void refresh(), [refresh]);
  useRoom(id ? `question:${id}` : null, () => void refresh(true));

  const showVersion = async (version: number) => {
    setTime('');
    setShown(await questionsApi.at(id, { version }));
    const prev = version > 0 ? version - 1 : null;
    setCompare(prev);
    setDiff(prev === null ? null : (await questionsApi.diff(id, prev, version)).changes);
  };
  const showTime = async (value: string) => {
    setTime(value);
    if (!value) return;
    const snap = await questionsApi.at(id, { time: new Date(value).toISOString() });
    setShown(snap);
    setDiff(null);
  };
  const compareWith = async (other: string | null) => {
    const v = shown?.version;
    if (other === null || v === undefined) return;
    setCompare(Number(other));
    setDiff((await questionsApi.diff(id, Number(other), v)).changes);
  };

  if (error) return <Alert color="red" title="Failed to load data">{error}</Alert>;
  if (!current) return <Center mih={200}><Loader /></Center>;
  const latest = versions[versions.length - 1]?.version ?? current.version;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Question history</Title>
        <Group gap="xs">
          <Badge color="green" variant="dot" data-testid="live-indicator">Live</Badge>
          <Badge variant="light" data-testid="latest-version">Latest: version {latest}</Badge>
          {fresh !== null && <Badge color="orange" data-testid="new-version">New version {fresh} saved</Badge>}
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Paper withBorder p="sm">
              <Stack gap="xs">
                <TextInput type="datetime-local" label="Show the question as of" value={time} onChange={(e) => void showTime(e.currentTarget.value)} data-testid="time-selector" step={1} />
                <Group>
                  <Button size="xs" variant="light" onClick={() => void showVersion(0)} data-testid="show-original">Show Original</Button>
                  <Button size="xs" variant="subtle" onClick={() => { setShown(null); setDiff(null); setTime(''); setFresh(null); }}>Show current</Button>
                </Group>
              </Stack>
            </Paper>
            <VersionList versions={versions} selected={shown?.version ?? null} onSelect={(v) => void showVersion(v)} />
            <Title order={5}>Errors</Title>
            <ReportsList reports={current.reports} value={{}} readOnly />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            {shown && !shown.exists ? (
              <Text c="dimmed" data-testid="no-data">{shown.message ?? 'No Question Data. Select Time Frame'}</Text>
            ) : (
              <div data-testid="shown-question" data-version={shown?.version ?? current.version}>
                <Text size="sm" c="dimmed" mb={4}>{shown ? `Version ${shown.version}${shown.version === 0 ? ' (original)' : ''} · ${new Date(shown.at!).toLocaleString()}` : `Current (version ${current.version})`}</Text>
                <QuestionPreview q={shown?.fields ?? current.question} />
              </div>
            )}
            {shown?.exists && (
              <Group align="flex-end">
                <Select label="Compare with version" w={200} data={versions.filter((v) => v.version !== shown.version).map((v) => String(v.version))} value={compare === null ? null : String(compare)} onChange={(v) => void compareWith(v)} data-testid="compare-with" />
              </Group>
            )}
            {diff && <DiffView changes={diff} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
