import type { Item } from './kit';
import type { Gen } from './quant-arithmetic';

const shift = (w: string, k: number) => w.replace(/[A-Z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 65 + k + 26) % 26) + 65));
const ANS = (a: string, why: string) => [why, `Answer: ${a}`];

/** Logical reasoning items: series and codes are generated; the rest are written out, each checked by hand. */
export const reasoningGen: Record<string, Gen> = {
  'Number Series': (r, l) => {
    const kind = l % 3, a = r.int(2, 9), d = r.int(3, 9);
    if (kind === 0) {
      const t = [0, 1, 2, 3, 4].map((i) => a + i * d);
      return { question: `What comes next: ${t.slice(0, 4).join(', ')}, ?`, answer: t[4], wrong: [t[4] + 1, t[3] + 2 * d, t[4] - 2], numeric: true, slides: [`Look at the differences between terms.`, `Each term adds ${d}: ${t[3]} + ${d} = ${t[4]}`, `Answer: ${t[4]}`] };
    }
    if (kind === 1) {
      const t = [0, 1, 2, 3, 4].map((i) => (a + i) ** 2 + 1);
      return { question: `What comes next: ${t.slice(0, 4).join(', ')}, ?`, answer: t[4], wrong: [(a + 4) ** 2, t[4] + 2, t[3] + 2 * (t[3] - t[2])], numeric: true, slides: [`Compare each term with a perfect square.`, `The terms are n² + 1 for n = ${a}, ${a + 1}, …: (${a + 4})² + 1 = ${t[4]}`, `Answer: ${t[4]}`] };
    }
    const t = [a];
    for (let i = 1; i < 5; i++) t.push(t[i - 1] * 2 + 1);
    return { question: `What comes next: ${t.slice(0, 4).join(', ')}, ?`, answer: t[4], wrong: [t[4] - 1, t[3] * 2 + 2, t[3] + (t[3] - t[2])], numeric: true, slides: [`Try multiplying each term by a small number.`, `Each term is twice the previous plus 1: 2 × ${t[3]} + 1 = ${t[4]}`, `Answer: ${t[4]}`] };
  },
  'Coding-Decoding': (r) => {
    const [a, b] = r.shuffle(['CAT', 'DOG', 'MILK', 'BOOK', 'TREE', 'LAMP', 'FISH', 'GOLD']), k = r.int(1, 3);
    return { question: `In a certain code, ${a} is written as ${shift(a, k)}. How is ${b} written in that code?`, answer: shift(b, k), wrong: [shift(b, k + 1), shift(b, -k), [...shift(b, k)].reverse().join('')], slides: [`Compare each letter with its code letter.`, `Every letter moves ${k} place(s) forward in the alphabet: ${b} → ${shift(b, k)}`, `Answer: ${shift(b, k)}`] };
  },
  'Direction Sense': (r) => {
    const [x, y, z] = r.pick([[3, 4, 5], [6, 8, 10], [5, 12, 13], [8, 15, 17]]);
    return { question: `Ravi walks ${x} km north, turns right and walks ${y} km. How far is he from his starting point (in km)?`, answer: z, wrong: [x + y, z + 1, y - x], numeric: true, slides: [`A right turn from north faces east; the path forms a right angle.`, `√(${x}² + ${y}²) = ${z}`, `Answer: ${z} km`] };
  },
};

export const reasoningItems: Record<string, Item[]> = {
  'Blood Relations': [
    { question: `Pointing to a man, Riya says, "He is the son of my grandfather's only son." How is the man related to Riya?`, answer: 'Brother', wrong: ['Cousin', 'Uncle', 'Father'], slides: ANS('Brother', `Riya's grandfather's only son is Riya's father; the son of her father is her brother.`) },
    { question: 'A is the sister of B. C is the mother of B. D is the father of C. How is D related to A?', answer: 'Grandfather', wrong: ['Father', 'Uncle', 'Brother'], slides: ANS('Grandfather', 'C is the mother of both A and B; D is C\'s father, so D is A\'s grandfather.') },
    { question: 'X is the husband of Y. Z is the only daughter of Y and X. How is X related to Z?', answer: 'Father', wrong: ['Brother', 'Uncle', 'Grandfather'], slides: ANS('Father', 'Z is the daughter of X and Y, so X is her father.') },
  ],
  'Seating Arrangement': [
    { question: 'Five friends A, B, C, D and E sit in a row facing north. C is in the middle. A is at the left end. B sits immediately to the right of A. E sits immediately to the right of C. Who sits at the right end?', answer: 'D', wrong: ['E', 'B', 'C'], slides: ['Seats 1–5 from the left: A = 1, B = 2, C = 3, E = 4, so D takes seat 5.', 'Answer: D'] },
    { question: 'P, Q, R and S sit around a square table facing the centre. P sits opposite R. Q is immediately to the left of P. Who is immediately to the right of P?', answer: 'S', wrong: ['Q', 'R', 'Cannot be determined'], slides: ['With P opposite R, Q and S take the two seats beside P; Q is on the left, so S is on the right.', 'Answer: S'] },
  ],
  Syllogisms: [
    { question: 'Statements: All roses are flowers. All flowers are plants. Conclusions: I. All roses are plants. II. Some plants are roses.', answer: 'Both I and II follow', wrong: ['Only I follows', 'Only II follows', 'Neither I nor II follows'], slides: ['All roses are flowers and all flowers are plants, so all roses are plants (I). Converting it gives some plants are roses (II).', 'Answer: Both I and II follow'] },
    { question: 'Statements: Some cats are dogs. No dog is a rat. Conclusions: I. Some cats are not rats. II. All rats are cats.', answer: 'Only I follows', wrong: ['Only II follows', 'Both I and II follow', 'Neither I nor II follows'], slides: ['The cats that are dogs cannot be rats, so some cats are not rats (I). Nothing links all rats to cats (II).', 'Answer: Only I follows'] },
    { question: 'Statements: No pen is a pencil. All pencils are erasers. Conclusions: I. No pen is an eraser. II. Some erasers are not pens.', answer: 'Only II follows', wrong: ['Only I follows', 'Both I and II follow', 'Neither I nor II follows'], slides: ['Some erasers are pencils, and no pencil is a pen, so some erasers are not pens (II). A pen may still be an eraser, so I does not follow.', 'Answer: Only II follows'] },
  ],
  Assumptions: [
    { question: 'An advertisement says: "Use our sunscreen to protect your skin this summer." Which assumption does it make?', answer: 'People want to protect their skin in summer', wrong: ['Only this sunscreen works', 'Sunscreen is expensive', 'Summer lasts six months'], slides: ['An advertisement assumes its audience wants the benefit it offers; it need not claim to be the only product.', 'Answer: People want to protect their skin in summer'] },
  ],
  'Strengthen and Weaken': [
    { question: 'A city says its new bicycle lanes reduced road accidents, because accidents fell by 20% in the year after the lanes opened. Which, if true, most weakens this claim?', answer: 'Accidents fell by a similar amount that year in nearby cities without new lanes', wrong: ['Many residents use the bicycle lanes every day', 'The bicycle lanes were expensive to build', 'Accidents had been rising before the lanes opened'], slides: ['A weakener offers another cause for the same effect: if accidents fell equally elsewhere, the lanes may not be the reason.', 'Answer: Accidents fell by a similar amount that year in nearby cities without new lanes'] },
    { question: 'A school claims its new reading programme improved test scores. Which, if true, most strengthens the claim?', answer: 'Students in the programme improved more than similar students who were not in it', wrong: ['The programme uses new books', 'Teachers liked the programme', 'Test scores vary from year to year'], slides: ['A comparison with a similar group that did not take part isolates the programme as the cause.', 'Answer: Students in the programme improved more than similar students who were not in it'] },
  ],
  Conclusions: [
    { question: "All shops in the market close at 9 pm. Raj's shop is in the market. Which conclusion follows?", answer: "Raj's shop closes at 9 pm", wrong: ["Raj's shop opens at 9 am", 'Some shops stay open after 9 pm', "Raj's shop is the largest in the market"], slides: ['What is true of every shop in the market is true of Raj\'s shop.', "Answer: Raj's shop closes at 9 pm"] },
  ],
};
