import { fmt } from './kit';
import type { Gen } from './quant-arithmetic';

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const frac = (n: number, d: number) => (n % d === 0 ? String(n / d) : `${n / gcd(n, d)}/${d / gcd(n, d)}`);
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
const choose = (n: number, k: number) => fact(n) / (fact(k) * fact(n - k));
const sgn = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const TRIPLES = [[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29]];
const DICE: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };

/** Algebra, geometry, modern maths and number system: answers computed from the drawn numbers. */
export const quantMore: Record<string, Gen> = {
  'Linear Equations': (r) => {
    const x = r.int(2, 20), a = r.int(2, 9), b = r.int(1, 30), c = a * x + b;
    return { question: `Solve for x: ${a}x + ${b} = ${c}`, answer: x, wrong: [x + 1, (c + b) / a === x ? x - 1 : fmt((c + b) / a), c - b], numeric: true, slides: [`Isolate x: subtract ${b}, then divide by ${a}.`, `${a}x = ${c - b}, x = ${x}`, `Answer: ${x}`] };
  },
  'Quadratic Equations': (r) => {
    const p = r.int(-6, 9), q = r.pick([-5, -3, -2, 1, 2, 4, 6, 8, 10].filter((v) => v !== p && v !== 0));
    const larger = Math.max(p, q);
    return { question: `What is the larger root of x² ${sgn(-(p + q))}x ${sgn(p * q)} = 0?`, answer: larger, wrong: [Math.min(p, q), -larger, p + q], numeric: true,
      slides: [`Factorise: find two numbers with sum ${p + q} and product ${p * q}.`, `(x ${sgn(-p)})(x ${sgn(-q)}) = 0, so x = ${p} or x = ${q}`, `Answer: ${larger}`] };
  },
  Progressions: (r, l) => {
    const a = r.int(1, 12), d = r.int(2, 7), n = r.int(8, 20) + l;
    if (l % 2) {
      const s = (n * (2 * a + (n - 1) * d)) / 2;
      return { question: `Find the sum of the first ${n} terms of the arithmetic progression ${a}, ${a + d}, ${a + 2 * d}, …`, answer: s, wrong: [s - a, n * (a + (n - 1) * d), s + d], numeric: true, slides: [`S = n/2 × (2a + (n − 1)d).`, `${n}/2 × (${2 * a} + ${n - 1} × ${d}) = ${s}`, `Answer: ${s}`] };
    }
    const t = a + (n - 1) * d;
    return { question: `What is the ${n}th term of the arithmetic progression ${a}, ${a + d}, ${a + 2 * d}, …?`, answer: t, wrong: [a + n * d, t - d, t + a], numeric: true, slides: [`The nth term is a + (n − 1)d.`, `${a} + ${n - 1} × ${d} = ${t}`, `Answer: ${t}`] };
  },
  Logarithms: (r) => {
    const a = r.int(2, 7), b = r.int(2, 4);
    return { question: `Find the value of log₂ ${2 ** a} + log₃ ${3 ** b}.`, answer: a + b, wrong: [a * b, a + b + 1, 2 ** a / 3 ** b > 1 ? a - b : b - a], numeric: true, slides: [`log_b(b^k) = k.`, `log₂ ${2 ** a} = ${a} and log₃ ${3 ** b} = ${b}`, `Answer: ${a + b}`] };
  },
  Inequalities: (r) => {
    const a = r.int(-5, 10), b = r.int(2, 9);
    return { question: `How many integers x satisfy |x ${sgn(-a)}| < ${b}?`, answer: 2 * b - 1, wrong: [2 * b + 1, 2 * b, b], numeric: true, slides: [`|x − a| < b means a − b < x < a + b.`, `${a - b} < x < ${a + b}: the integers ${a - b + 1} to ${a + b - 1}`, `Answer: ${2 * b - 1}`] };
  },
  Functions: (r) => {
    const a = r.int(2, 5), b = r.int(-6, 9), k = r.int(1, 6), inner = a * k + b, v = a * inner + b;
    return { question: `If f(x) = ${a}x ${sgn(b)}, what is f(f(${k}))?`, answer: v, wrong: [inner, a * a * k, v + b], numeric: true, slides: [`Work from the inside out.`, `f(${k}) = ${inner}; f(${inner}) = ${a} × ${inner} ${sgn(b)} = ${v}`, `Answer: ${v}`] };
  },
  Triangles: (r, l) => {
    const [x, y, z] = r.pick(TRIPLES), k = r.int(1, 3);
    if (l % 2) return { question: `A right-angled triangle has legs of ${x * k} cm and ${y * k} cm. What is its area (in cm²)?`, answer: (x * y * k * k) / 2, wrong: [x * y * k * k, (x * z * k * k) / 2, (x + y + z) * k], numeric: true, slides: [`Area of a right triangle = ½ × product of the legs.`, `½ × ${x * k} × ${y * k} = ${(x * y * k * k) / 2}`, `Answer: ${(x * y * k * k) / 2} cm²`] };
    return { question: `The legs of a right-angled triangle are ${x * k} cm and ${y * k} cm. How long is the hypotenuse (in cm)?`, answer: z * k, wrong: [(x + y) * k, z * k + 1, y * k + 1], numeric: true, slides: [`Pythagoras: c² = a² + b².`, `${x * k}² + ${y * k}² = ${(z * k) ** 2} = ${z * k}²`, `Answer: ${z * k} cm`] };
  },
  Circles: (r, l) => {
    const k = r.int(1, 4), rad = 7 * k;
    if (l % 2) return { question: `Taking π = 22/7, what is the area of a circle of radius ${rad} cm (in cm²)?`, answer: 154 * k * k, wrong: [44 * k, 308 * k * k, 22 * rad], numeric: true, slides: [`Area = πr².`, `22/7 × ${rad} × ${rad} = ${154 * k * k}`, `Answer: ${154 * k * k} cm²`] };
    return { question: `Taking π = 22/7, what is the circumference of a circle of radius ${rad} cm (in cm)?`, answer: 44 * k, wrong: [22 * k, 154 * k * k, 88 * k], numeric: true, slides: [`Circumference = 2πr.`, `2 × 22/7 × ${rad} = ${44 * k}`, `Answer: ${44 * k} cm`] };
  },
  Mensuration: (r, l) => {
    const a = r.int(2, 9), b = r.int(2, 9), c = r.int(2, 9) + l;
    const tsa = 2 * (a * b + b * c + c * a);
    return { question: `A cuboid measures ${a} cm × ${b} cm × ${c} cm. What is its total surface area (in cm²)?`, answer: tsa, wrong: [a * b * c, tsa / 2, 4 * (a + b + c)], numeric: true, slides: [`Total surface area = 2(lb + bh + hl).`, `2(${a * b} + ${b * c} + ${c * a}) = ${tsa}`, `Answer: ${tsa} cm²`] };
  },
  'Coordinate Geometry': (r) => {
    const [x, y, z] = r.pick(TRIPLES.slice(0, 3)), x1 = r.int(-5, 5), y1 = r.int(-5, 5);
    return { question: `What is the distance between the points (${x1}, ${y1}) and (${x1 + x}, ${y1 + y})?`, answer: z, wrong: [x + y, z + 1, y], numeric: true, slides: [`d = √((x₂ − x₁)² + (y₂ − y₁)²).`, `√(${x}² + ${y}²) = √${z * z} = ${z}`, `Answer: ${z}`] };
  },
  'Permutations and Combinations': (r, l) => {
    if (l % 2) {
      const word = r.pick(['MATH', 'TIGER', 'PLANET', 'CLOTH', 'FRIEND']);
      return { question: `In how many ways can the letters of the word ${word} be arranged (all letters distinct)?`, answer: fact(word.length), wrong: [fact(word.length - 1), word.length ** 2, fact(word.length) / 2], numeric: true, slides: [`n distinct letters can be arranged in n! ways.`, `${word.length}! = ${fact(word.length)}`, `Answer: ${fact(word.length)}`] };
    }
    const n = r.int(5, 10), k = r.int(2, 3);
    return { question: `In how many ways can a committee of ${k} be chosen from ${n} people?`, answer: choose(n, k), wrong: [fact(n) / fact(n - k), n * k, choose(n, k) + n], numeric: true, slides: [`Order does not matter: use nCr = n! / (r!(n − r)!).`, `${n}C${k} = ${choose(n, k)}`, `Answer: ${choose(n, k)}`] };
  },
  Probability: (r, l) => {
    if (l % 2) {
      const n = r.int(2, 4);
      return { question: `A fair coin is tossed ${n} times. What is the probability of getting at least one head?`, answer: frac(2 ** n - 1, 2 ** n), wrong: [frac(1, 2 ** n), frac(1, 2), frac(n, 2 ** n), '1', frac(2 ** n - 1, 2 ** (n + 1))], slides: [`P(at least one) = 1 − P(none).`, `1 − (1/2)^${n} = ${frac(2 ** n - 1, 2 ** n)}`, `Answer: ${frac(2 ** n - 1, 2 ** n)}`] };
    }
    const s = r.int(3, 11), ways = DICE[s];
    return { question: `Two fair dice are rolled. What is the probability that the sum is ${s}?`, answer: frac(ways, 36), wrong: [frac(ways + 1, 36), frac(ways, 12), frac(ways + 2, 36), frac(1, 2), frac(ways, 6)], slides: [`There are 36 equally likely outcomes; count those with sum ${s}.`, `${ways} outcome(s) give ${s}: ${ways}/36 = ${frac(ways, 36)}`, `Answer: ${frac(ways, 36)}`] };
  },
  'Set Theory': (r) => {
    const n = 10 * r.int(4, 9), a = r.int(10, 25), b = r.int(10, 25), c = r.int(2, 9), neither = n - (a + b - c);
    return { question: `In a class of ${n} students, ${a} like tea, ${b} like coffee and ${c} like both. How many like neither?`, answer: neither, wrong: [n - a - b, neither + c, a + b - c], numeric: true, slides: [`|A ∪ B| = |A| + |B| − |A ∩ B|.`, `${a} + ${b} − ${c} = ${a + b - c}; ${n} − ${a + b - c} = ${neither}`, `Answer: ${neither}`] };
  },
  Divisibility: (r) => {
    let n = 0, d = 0;
    do { n = r.int(200, 999); d = r.pick([7, 9, 11, 13, 17]); } while (n % d === 0);
    const add = d - (n % d);
    return { question: `What is the smallest number that must be added to ${n} to make it divisible by ${d}?`, answer: add, wrong: [n % d, add + 1, d], numeric: true, slides: [`Find the remainder, then add what is missing to the next multiple.`, `${n} = ${d} × ${Math.floor(n / d)} + ${n % d}; ${d} − ${n % d} = ${add}`, `Answer: ${add}`] };
  },
  'HCF and LCM': (r, l) => {
    const h = r.int(2, 12), [m, k] = r.pick([[2, 3], [3, 4], [4, 5], [3, 5], [2, 7], [5, 6]]);
    if (l % 2) return { question: `What is the LCM of ${h * m} and ${h * k}?`, answer: h * m * k, wrong: [h, h * m * k * h, h * (m + k)], numeric: true, slides: [`LCM × HCF = product of the two numbers.`, `HCF = ${h}; LCM = ${h * m} × ${h * k} / ${h} = ${h * m * k}`, `Answer: ${h * m * k}`] };
    return { question: `What is the HCF of ${h * m} and ${h * k}?`, answer: h, wrong: [h * m, h * m * k, m * k], numeric: true, slides: [`The HCF is the largest number dividing both.`, `${h * m} = ${h} × ${m} and ${h * k} = ${h} × ${k}, with ${m} and ${k} coprime`, `Answer: ${h}`] };
  },
  Remainders: (r) => {
    const k = r.int(10, 60), rem = [1, 2, 4][k % 3];
    return { question: `What is the remainder when 2^${k} is divided by 7?`, answer: rem, wrong: [[1, 2, 4][(k + 1) % 3], [1, 2, 4][(k + 2) % 3], 3], numeric: true, slides: [`Powers of 2 modulo 7 repeat with period 3: 2, 4, 1.`, `${k} = 3 × ${Math.floor(k / 3)} + ${k % 3}, so 2^${k} ≡ 2^${k % 3} ≡ ${rem} (mod 7)`, `Answer: ${rem}`] };
  },
  Factors: (r) => {
    const a = r.int(1, 4), b = r.int(0, 3), c = r.int(0, 2), n = 2 ** a * 3 ** b * 5 ** c, f = (a + 1) * (b + 1) * (c + 1);
    return { question: `How many positive factors does ${n} have?`, answer: f, wrong: [a + b + c, f - 1, f + 2], numeric: true, slides: [`If n = p^a × q^b × r^c, it has (a + 1)(b + 1)(c + 1) factors.`, `${n} = 2^${a} × 3^${b} × 5^${c}: ${a + 1} × ${b + 1} × ${c + 1} = ${f}`, `Answer: ${f}`] };
  },
  Tables: (r) => {
    const x = 20 * r.int(10, 30), p = r.pick([10, 15, 20, 25, 30, 40]), y = (x * (100 + p)) / 100;
    return { question: `A company sold ${x} units in 2022 and ${y} units in 2023. By what percentage did sales grow?`, answer: p, wrong: [p + 5, Math.round(((y - x) / y) * 100), p / 2], numeric: true, slides: [`Growth % = (new − old) / old × 100.`, `(${y} − ${x}) / ${x} × 100 = ${p}`, `Answer: ${p}%`] };
  },
  'Bar Graphs': (r) => {
    const v = [r.int(20, 60), r.int(20, 60), r.int(20, 60)], extra = 4 * r.int(10, 20) - ((v[0] + v[1] + v[2]) % 4), all = [...v, extra], avg = all.reduce((s, n) => s + n, 0) / 4;
    return { question: `A bar graph shows a factory's output (in tonnes) for four months: ${all.join(', ')}. What is the average monthly output (in tonnes)?`, answer: avg, wrong: [avg + 4, Math.max(...all) / 2, avg - 3], numeric: true, slides: [`Average = total / number of months.`, `(${all.join(' + ')}) / 4 = ${all.reduce((s, n) => s + n, 0)} / 4 = ${avg}`, `Answer: ${avg} tonnes`] };
  },
  'Pie Charts': (r) => {
    const budget = 1000 * r.int(20, 60), share = r.pick([15, 20, 25, 30, 35]), amt = (budget * share) / 100;
    return { question: `A pie chart shows a family's monthly budget of ₹${budget}; rent takes ${share}% (a sector of ${(share * 360) / 100}°). How much is spent on rent (in ₹)?`, answer: amt, wrong: [amt + 1000, (budget * (share + 5)) / 100, (budget * share) / 360], numeric: true, slides: [`Amount = total × share / 100 (the angle is share × 3.6°).`, `${budget} × ${share}/100 = ${amt}`, `Answer: ₹${amt}`] };
  },
};
