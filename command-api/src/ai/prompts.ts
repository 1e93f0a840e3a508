import type { ChatMessage } from './client';

/** What the helpers send; the question's own text travels as the user message. */
type Draft = { exam?: string; topic?: string; subTopic?: string; comprehension?: string; question: string; options?: string[]; correctAnswer?: string; solution?: string };

const describe = (q: Draft) =>
  [
    q.exam && `Exam: ${q.exam}${q.topic ? ` / ${q.topic}` : ''}${q.subTopic ? ` / ${q.subTopic}` : ''}`,
    q.comprehension && `Passage:\n${q.comprehension}`,
    `Question:\n${q.question}`,
    q.options?.some(Boolean) && `Options:\n${q.options.map((o, i) => `${i + 1}. ${o}`).join('\n')}`,
    q.correctAnswer && `Correct answer: ${q.correctAnswer}`,
    q.solution && `Current solution:\n${q.solution}`,
  ].filter(Boolean).join('\n\n');

const FORMAT = 'Write Markdown; put mathematics in LaTeX between $…$ or $$…$$. Separate solution slides with a line holding only ---.';

export const solutionPrompt = (q: Draft): ChatMessage[] => [
  { role: 'system', content: `You write step-by-step solutions for Indian entrance-exam questions (IPMAT, CUET). ${FORMAT} Answer with the solution only.` },
  { role: 'user', content: describe(q) },
];

export const improvePrompt = (q: Draft): ChatMessage[] => [
  { role: 'system', content: `You improve exam questions: fix grammar and ambiguity, keep the meaning, the difficulty and the correct answer. ${FORMAT} Answer with JSON {"question": string, "options": [4 strings], "solution": string}.` },
  { role: 'user', content: describe(q) },
];

export const imageToLatexPrompt = (dataUrl: string, mode: 'latex' | 'upload'): ChatMessage[] => [
  { role: 'system', content: mode === 'latex' ? 'Transcribe the mathematics in the image as LaTeX only, without delimiters or commentary.' : `Transcribe the image as question text. ${FORMAT}` },
  { role: 'user', content: [{ type: 'text', text: 'Transcribe this image.' }, { type: 'image_url', image_url: { url: dataUrl } }] },
];
