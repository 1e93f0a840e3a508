import { createHash } from 'node:crypto';

/** A uuid derived from a seed: a retried command produces the same event and entity ids. */
export function deterministicUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function idFactory(commandId: string) {
  const counters = new Map<string, number>();
  return (label = 'id') => {
    const n = counters.get(label) ?? 0;
    counters.set(label, n + 1);
    return deterministicUuid(`${commandId}:${label}:${n}`);
  };
}
