import { createHash } from 'node:crypto';
import { DIFFICULTIES, EXAM_CATALOGUE, isVerbalTopic, type QuestionFields } from '@exam/domain';
import { type Item, type Placement, rng, toFields } from './kit';
import { arithmetic, type Gen } from './quant-arithmetic';
import { quantMore } from './quant-more';
import { reasoningGen, reasoningItems } from './reasoning';
import { verbalItems } from './verbal';
import { subjectGen, subjectItems } from './subjects';
import { passageSets } from './passages';

/**
 * The demo question bank, built deterministically: the same questions, options order and answers on
 * every machine. Quantitative and reasoning questions are generated with computed answers (several
 * per sub-topic, more for the exams students open first); verbal and subject questions come from
 * hand-checked lists, each used once, spread over the exams that share the sub-topic; a few passages
 * and data sets carry several questions each through `comprehension`.
 */
export type SeedQuestion = { key: string; fields: QuestionFields };

const GENERATED: Record<string, Gen> = { ...arithmetic, ...quantMore, ...reasoningGen };
/** How many generated questions per sub-topic, per exam (IPMAT Indore gets enough for a SWOT right away). */
const PER_EXAM: Record<string, number> = { 'IPMAT Indore': 3, 'IPMAT Rohtak': 2, CUETGET: 2, CUETACC: 2, CUETPHY: 2, CUETCHE: 2, CUETMAT: 2 };
const seedOf = (s: string) => parseInt(createHash('sha256').update(s).digest('hex').slice(0, 8), 16);

export function buildDemoBank(): SeedQuestion[] {
  const placements: Placement[] = [];
  for (const e of EXAM_CATALOGUE)
    for (const [section, topics] of Object.entries(e.sections))
      for (const [topic, subs] of Object.entries(topics as Record<string, readonly string[]>))
        for (const subTopic of subs) placements.push({ exam: e.name, examSlug: e.id, section, topic, subTopic });

  // written items: each used once, dealt round-robin over the exams that have the sub-topic
  const written = new Map<Placement, Item[]>();
  const lists: Array<[(p: Placement) => boolean, Item[]]> = [
    ...Object.entries({ ...verbalItems, ...reasoningItems }).map(([sub, items]) => [(p: Placement) => p.subTopic === sub, items] as [(p: Placement) => boolean, Item[]]),
    ...Object.entries(subjectItems).map(([key, items]) => [(p: Placement) => `${p.section}/${p.subTopic}` === key, items] as [(p: Placement) => boolean, Item[]]),
  ];
  for (const [matches, items] of lists) {
    const targets = placements.filter(matches);
    items.forEach((item, i) => {
      const p = targets[i % targets.length];
      if (p) written.set(p, [...(written.get(p) ?? []), item]);
    });
  }

  const out: SeedQuestion[] = [];
  const numbers = new Map<string, number>();
  let counter = 0;
  const push = (p: Placement, item: Item, level: number, r: ReturnType<typeof rng>, generated: boolean) => {
    const sectionKey = `${p.exam}|${p.section}`;
    const questionNumber = (numbers.get(sectionKey) ?? 0) + 1;
    numbers.set(sectionKey, questionNumber);
    const difficulty = DIFFICULTIES[(level + counter) % DIFFICULTIES.length];
    const fields = toFields(item, p, difficulty, r, {
      numerical: generated && counter % 3 === 2,
      examID: isVerbalTopic(p.topic) ? null : `${p.examSlug}-${p.section.toLowerCase()}-set-1`,
      questionNumber, videos: generated,
    });
    out.push({ key: `${p.exam}|${p.section}|${questionNumber}`, fields });
    counter++;
  };

  for (const p of placements) {
    const r = rng(seedOf(`${p.exam}|${p.section}|${p.topic}|${p.subTopic}`));
    const gens: Partial<Record<string, Gen>> = { ...GENERATED, ...subjectGen };
    const gen = gens[p.subTopic] ?? gens[`${p.section}/${p.subTopic}`];
    const seen = new Set<string>();
    for (let level = 0; gen && level < (PER_EXAM[p.exam] ?? 1); level++) {
      // small number ranges can repeat a question: draw again (bounded) so a sub-topic has distinct ones
      let item = gen(r, level);
      for (let tries = 0; seen.has(item.question) && tries < 10; tries++) item = gen(r, level);
      seen.add(item.question);
      push(p, item, level, r, true);
    }
    (written.get(p) ?? []).forEach((item, level) => push(p, item, level, r, false));
    for (const set of passageSets.filter((s) => s.exam === p.exam && s.section === p.section && s.subTopic === p.subTopic))
      set.items.forEach((item, level) => push(p, { ...item, comprehension: set.passage }, level, r, false));
  }
  return out;
}
