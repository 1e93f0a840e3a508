import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { type ComponentProps, useRef, useState } from 'react';
import { mergeQuestionJson, questionCount } from './mergeJson';

type Slot = { file: File | null; error: string | null };
type Parsed = { ok: true; data: unknown } | { ok: false; error: string };

const empty: Slot = { file: null, error: null };
const ACCEPT = '.json,application/json';
// The testids on FileInput land on its button; browser tests need the hidden <input type=file> too.
// Object literals reject data-* keys that JSX would accept, hence the cast.
const hiddenInput = (testId: string) => ({ 'data-testid': testId }) as ComponentProps<'input'>;

// The admin needs to see which file is broken and where, so keep the parser's own message.
async function readJson(file: File): Promise<Parsed> {
  try {
    return { ok: true, data: JSON.parse(await file.text()) as unknown };
  } catch (e) {
    return { ok: false, error: `${file.name}: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Merges two question files into one combined JSON (back-office §2.4), for download or upload. */
export function MergeJsonTool({ onUse }: { onUse: (json: string) => void }) {
  const [a, setA] = useState<Slot>(empty);
  const [b, setB] = useState<Slot>(empty);
  const [result, setResult] = useState<{ json: string; count: number; renumbered: number } | null>(null);
  const [mergeError, setMergeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Files are read asynchronously; a file picked meanwhile must not be overwritten by the old run.
  const runId = useRef(0);

  // A new file makes the previous result stale, so drop it rather than offer an outdated merge.
  const pick = (set: (s: Slot) => void) => (file: File | null) => {
    runId.current++;
    set({ file, error: null });
    setResult(null);
    setMergeError(null);
  };

  const run = async () => {
    if (!a.file || !b.file) return;
    const id = ++runId.current;
    setBusy(true);
    const [pa, pb] = await Promise.all([readJson(a.file), readJson(b.file)]);
    setBusy(false);
    if (id !== runId.current) return;
    setA({ file: a.file, error: pa.ok ? null : pa.error });
    setB({ file: b.file, error: pb.ok ? null : pb.error });
    if (!pa.ok || !pb.ok) return;
    try {
      const { merged, renumbered } = mergeQuestionJson(pa.data, pb.data);
      setResult({ json: JSON.stringify(merged, null, 2), count: questionCount(merged), renumbered });
      setMergeError(null);
    } catch (e) {
      setResult(null);
      setMergeError(e instanceof Error ? e.message : String(e));
    }
  };

  const download = () => {
    if (!result) return;
    const url = URL.createObjectURL(new Blob([result.json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'merged-questions.json';
    // Firefox only follows links that are in the document.
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers; a tick later is enough.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Card withBorder padding="md">
      <Stack>
        <Title order={4}>Merge two JSON files</Title>
        <Text size="sm" c="dimmed">The second file's numbered questions follow on from the first file's highest number.</Text>
        <FileInput label="First file" placeholder="Choose a .json file" accept={ACCEPT} clearable
          value={a.file} onChange={pick(setA)} error={a.error} data-testid="merge-file-a"
          fileInputProps={hiddenInput('merge-file-a-input')} />
        <FileInput label="Second file" placeholder="Choose a .json file" accept={ACCEPT} clearable
          value={b.file} onChange={pick(setB)} error={b.error} data-testid="merge-file-b"
          fileInputProps={hiddenInput('merge-file-b-input')} />
        <Button w="fit-content" onClick={() => void run()} disabled={!a.file || !b.file} loading={busy} data-testid="merge-run">Merge</Button>
        {mergeError && <Alert color="red" data-testid="merge-error">{mergeError}</Alert>}
        {result && (
          <>
            <Text data-testid="merge-result">{result.count} questions in the combined file</Text>
            {result.renumbered > 0 && <Text size="sm" c="dimmed">Renumbered from the second file: {result.renumbered}</Text>}
            <Group>
              <Button variant="light" onClick={download} data-testid="merge-download">Download merged JSON</Button>
              <Button variant="light" onClick={() => onUse(result.json)} data-testid="merge-use">Use in upload</Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
