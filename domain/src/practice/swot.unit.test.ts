import { describe, expect, it } from 'vitest';
import { classifySwot, swotThresholdsFor, SWOT_INSUFFICIENT, type SwotInput, type SwotResult } from './swot';

/** [subTopic, questions, attempted, correct]: attempt rate and accuracy worked by hand in the comments. */
type Case = [string, number, number, number];
const inputs = (cases: Case[]): SwotInput[] => cases.map(([subTopic, questions, attempted, correct]) => ({ topic: 'T', subTopic, questions, attempted, correct }));
const names = (r: SwotResult) => {
  if (r.status !== 'ok') throw new Error('expected a classification');
  const n = (q: 'strengths' | 'weaknesses' | 'opportunities' | 'threats') => r[q].map((m) => m.subtopic);
  return { S: n('strengths'), W: n('weaknesses'), O: n('opportunities'), T: n('threats'), relaxed: r.relaxed };
};

describe('threshold table lookup', () => {
  it('finds each row by exam and section, defaults elsewhere', () => {
    expect(swotThresholdsFor('IPMAT Indore', 'Math')).toEqual({ highAttempt: 70, lowAttempt: 40, highAccuracy: 70, lowAccuracy: 60 });
    expect(swotThresholdsFor('IPMAT Indore', 'VA')).toEqual({ highAttempt: 85, lowAttempt: 70, highAccuracy: 85, lowAccuracy: 70 });
    for (const exam of ['IPMAT Rohtak', 'JIPMAT']) for (const s of ['QA', 'LR', 'VA'])
      expect(swotThresholdsFor(exam, s)).toEqual({ highAttempt: 80, lowAttempt: 70, highAccuracy: 80, lowAccuracy: 70 });
    expect(swotThresholdsFor('CUETENG', 'ENG')).toEqual({ highAttempt: 90, lowAttempt: 85, highAccuracy: 90, lowAccuracy: 85 });
    for (const [exam, s] of [['CUETGET', 'GET'], ['CUETECO', 'ECO'], ['CUETBST', 'BST'], ['CUETACC', 'ACC'], ['CUETMAT', 'MAT']])
      expect(swotThresholdsFor(exam, s)).toEqual({ highAttempt: 90, lowAttempt: 70, highAccuracy: 90, lowAccuracy: 80 });
    expect(swotThresholdsFor('CUETPHY', 'PHY')).toEqual({ highAttempt: 70, lowAttempt: 35, highAccuracy: 70, lowAccuracy: 50 });
    expect(swotThresholdsFor('IIM-K (BMSAT)', 'QA')).toEqual({ highAttempt: 70, lowAttempt: 35, highAccuracy: 70, lowAccuracy: 50 });
  });
});

describe('classification per table row (all four quadrants filled: no relaxation)', () => {
  it('default 70/35/70/50', () => {
    const r = classifySwot(inputs([
      ['S', 20, 20, 14], // 100% attempted, 70% accurate: strength on both bars
      ['T', 20, 14, 7], // 70%, 50%: threat on both bars
      ['O', 20, 7, 5], // 35%, 71.43%: opportunity
      ['W', 20, 4, 2], // 20%, 50%: weakness
      ['mid', 20, 10, 5], // 50% attempted: neither high nor low
      ['few', 2, 2, 0], // only 2 questions: left out
    ]), swotThresholdsFor('CUETPHY', 'PHY'));
    expect(names(r)).toEqual({ S: ['S'], T: ['T'], O: ['O'], W: ['W'], relaxed: false });
    if (r.status === 'ok') {
      expect(r.strengths[0]).toMatchObject({ category: 'T', subtopic: 'S', attemptRate: 100, accuracy: 70, score: 70 });
      expect(r.opportunities[0]).toMatchObject({ attemptRate: 35, accuracy: 71.43, score: 25 });
    }
  });

  it('IPMAT Indore Math 70/40/70/60', () => {
    const r = classifySwot(inputs([
      ['S', 10, 7, 7], // 70%, 100%
      ['T', 10, 10, 6], // 100%, 60%: a threat here, unclassified by the default 50 bar
      ['O', 10, 4, 3], // 40%, 75%: an opportunity here, middle band by the default 35 bar
      ['W', 10, 4, 2], // 40%, 50%
      ['mid', 20, 20, 13], // 100%, 65%: between 60 and 70
    ]), swotThresholdsFor('IPMAT Indore', 'Math'));
    expect(names(r)).toEqual({ S: ['S'], T: ['T'], O: ['O'], W: ['W'], relaxed: false });
  });

  it('IPMAT Indore VA 85/70/85/70', () => {
    const r = classifySwot(inputs([
      ['S', 20, 17, 15], // 85%, 88.24%
      ['T', 20, 20, 14], // 100%, 70%
      ['O', 20, 14, 12], // 70%, 85.71%
      ['W', 20, 10, 7], // 50%, 70%
      ['mid', 20, 16, 16], // 80%, 100%: a strength by default bars, middle band here
    ]), swotThresholdsFor('IPMAT Indore', 'VA'));
    expect(names(r)).toEqual({ S: ['S'], T: ['T'], O: ['O'], W: ['W'], relaxed: false });
  });

  it('IPMAT Rohtak and JIPMAT QA, LR, VA 80/70/80/70', () => {
    for (const [exam, section] of [['IPMAT Rohtak', 'LR'], ['JIPMAT', 'VA']]) {
      const r = classifySwot(inputs([
        ['S', 10, 10, 8], // 100%, 80%
        ['T', 10, 10, 7], // 100%, 70%
        ['O', 10, 7, 6], // 70%, 85.71%
        ['W', 10, 7, 4], // 70%, 57.14%
        ['mid', 10, 7, 5], // 70%, 71.43%: accuracy between 70 and 80
      ]), swotThresholdsFor(exam, section));
      expect(names(r)).toEqual({ S: ['S'], T: ['T'], O: ['O'], W: ['W'], relaxed: false });
    }
  });

  it('CUET English ENG 90/85/90/85', () => {
    const r = classifySwot(inputs([
      ['S', 20, 18, 17], // 90%, 94.44%
      ['T', 20, 20, 17], // 100%, 85%
      ['O', 20, 17, 16], // 85%, 94.12%
      ['W', 20, 17, 14], // 85%, 82.35%
      ['mid', 40, 35, 35], // 87.5% attempted: between 85 and 90
    ]), swotThresholdsFor('CUETENG', 'ENG'));
    expect(names(r)).toEqual({ S: ['S'], T: ['T'], O: ['O'], W: ['W'], relaxed: false });
  });

  it('CUET GET, ECO, BST, ACC, MAT 90/70/90/80', () => {
    const r = classifySwot(inputs([
      ['S', 10, 9, 9], // 90%, 100%
      ['T', 10, 10, 8], // 100%, 80%
      ['O', 10, 7, 7], // 70%, 100%
      ['W', 10, 5, 4], // 50%, 80%
      ['mid', 10, 8, 8], // 80%: between 70 and 90
    ]), swotThresholdsFor('CUETECO', 'ECO'));
    expect(names(r)).toEqual({ S: ['S'], T: ['T'], O: ['O'], W: ['W'], relaxed: false });
  });
});

describe('sorting by score = attempt rate x accuracy / 100', () => {
  it('puts best strengths and opportunities first, worst threats and weaknesses first', () => {
    const r = classifySwot(inputs([
      ['S80', 10, 8, 8], ['S100', 10, 10, 10], // scores 80, 100
      ['O30', 10, 3, 3], ['O20', 10, 2, 2], ['O10', 10, 1, 1], // 30, 20, 10
      ['T40', 10, 8, 4], ['T35', 20, 14, 7], // 40, 35
      ['W10', 10, 3, 1], ['W0', 10, 3, 0], // 10, 0
    ]));
    expect(names(r)).toEqual({ S: ['S100', 'S80'], O: ['O30', 'O20', 'O10'], T: ['T35', 'T40'], W: ['W0', 'W10'], relaxed: false });
  });
});

describe('relaxation', () => {
  it('relaxes every bar by 5 once when a quadrant is empty, and keeps the rerun', () => {
    const r = classifySwot(inputs([
      ['S', 10, 10, 10], // 100%, 100%: strength either way
      ['O', 10, 3, 3], // 30%, 100%: opportunity either way
      ['W', 10, 3, 1], // 30%, 33.33%: weakness either way
      ['X', 20, 13, 7], // 65%, 53.85%: nothing at 70/50, a threat at 65/55
      ['Y', 10, 4, 4], // 40%, 100%: nothing at 35, an opportunity at 40
    ]));
    expect(names(r)).toEqual({ S: ['S'], T: ['X'], O: ['Y', 'O'], W: ['W'], relaxed: true });
    expect(r.status === 'ok' && r.thresholds).toEqual({ highAttempt: 65, lowAttempt: 40, highAccuracy: 65, lowAccuracy: 55 });
  });

  it('reruns only once even if a quadrant is still empty', () => {
    const r = classifySwot(inputs([['S', 10, 10, 10], ['mid', 10, 6, 6]])); // 60% attempted: middle band even at 65/40
    expect(names(r)).toEqual({ S: ['S'], T: [], O: [], W: [], relaxed: true });
    expect(r.status === 'ok' && r.thresholds.highAttempt).toBe(65);
  });

  it('lets the spec order decide when relaxed bars cross (CUET English 90/85 becomes 85/90)', () => {
    const r = classifySwot(inputs([['a', 40, 35, 31], ['b', 40, 35, 28]]), swotThresholdsFor('CUETENG', 'ENG'));
    // a: 87.5%, 88.57%: high (>=85) and low (<=90) attempt, accuracy >=85 and <=90: Strength comes first
    // b: 87.5%, 80%: accuracy only <=90: Threat comes before Weakness
    expect(names(r)).toEqual({ S: ['a'], T: ['b'], O: [], W: [], relaxed: true });
  });
});

describe('insufficient data', () => {
  it('needs a sub-topic with at least 3 questions', () => {
    expect(classifySwot([])).toEqual({ status: 'insufficient', message: SWOT_INSUFFICIENT });
    expect(classifySwot(inputs([['a', 2, 2, 2], ['b', 1, 0, 0]])).status).toBe('insufficient');
    expect(classifySwot(inputs([['a', 3, 3, 3]])).status).toBe('ok');
  });
});
