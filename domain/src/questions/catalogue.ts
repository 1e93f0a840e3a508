/**
 * The exam catalogue (back-office-and-content.md §9.4) as data: exam → section → topic → sub-topics.
 *
 * Sections are the short codes the SWOT threshold table uses (practice-and-support.md §9: "IPMAT Indore
 * Math", "IPMAT Rohtak and JIPMAT QA, LR, VA", "CUET GET, ECO, …"), so a question's `section` is what the
 * threshold lookup needs. The broad subject names §9.4 lists (Verbal Ability, Arithmetic, Algebra, …)
 * are the topics inside those sections. The spec says the full topic lists are beyond what it gives: the
 * sub-topics below are ours, chosen to cover what these exams test.
 */
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Very Hard', 'Conceptual'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const QUESTION_TYPES = ['MCQ', 'Numerical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const OPTIONS_PER_QUESTION = 4;

type Topics = Record<string, readonly string[]>;

const ARITHMETIC = ['Percentages', 'Profit and Loss', 'Simple and Compound Interest', 'Ratio and Proportion', 'Time and Work', 'Time Speed and Distance', 'Averages', 'Mixtures and Alligations'];
const ALGEBRA = ['Linear Equations', 'Quadratic Equations', 'Progressions', 'Logarithms', 'Inequalities', 'Functions'];
const GEOMETRY = ['Triangles', 'Circles', 'Mensuration', 'Coordinate Geometry'];
const MODERN_MATH = ['Permutations and Combinations', 'Probability', 'Set Theory'];
const NUMBER_SYSTEM = ['Divisibility', 'HCF and LCM', 'Remainders', 'Factors'];
const DATA_INTERPRETATION = ['Tables', 'Bar Graphs', 'Pie Charts'];
const VERBAL_ABILITY = ['Reading Comprehension', 'Para Jumbles', 'Para Completion', 'Odd Sentence Out'];
const GRAMMAR = ['Sentence Correction', 'Subject-Verb Agreement', 'Tenses', 'Prepositions'];
const VOCABULARY = ['Synonyms', 'Antonyms', 'Idioms and Phrases', 'Phrasal Verbs', 'Fill in the Blanks'];
const LOGICAL_REASONING = ['Number Series', 'Coding-Decoding', 'Blood Relations', 'Direction Sense', 'Seating Arrangement', 'Syllogisms'];
const CRITICAL_REASONING = ['Assumptions', 'Strengthen and Weaken', 'Conclusions'];

const QUANT: Topics = {
  Arithmetic: ARITHMETIC,
  Algebra: ALGEBRA,
  Geometry: GEOMETRY,
  'Modern Math': MODERN_MATH,
  'Number System': NUMBER_SYSTEM,
  'Data Interpretation': DATA_INTERPRETATION,
};
const VERBAL: Topics = { 'Verbal Ability': VERBAL_ABILITY, Grammar: GRAMMAR, Vocabulary: VOCABULARY };
const REASONING: Topics = { 'Logical Reasoning': LOGICAL_REASONING, 'Critical Reasoning': CRITICAL_REASONING };

/** Exams in the order §9.4 lists them. `id` is a stable slug (used in URLs and question examIDs). */
export const EXAM_CATALOGUE = [
  { id: 'ipmat-indore', name: 'IPMAT Indore', sections: { Math: QUANT, VA: VERBAL } },
  { id: 'ipmat-rohtak', name: 'IPMAT Rohtak', sections: { QA: QUANT, LR: REASONING, VA: VERBAL } },
  { id: 'jipmat', name: 'JIPMAT', sections: { QA: QUANT, LR: REASONING, VA: VERBAL } },
  { id: 'iimk-bmsat', name: 'IIM-K (BMSAT)', sections: { QA: QUANT, LR: REASONING, VA: VERBAL } },
  {
    id: 'cuet-get', name: 'CUETGET', sections: {
      GET: {
        'General Knowledge': ['History', 'Geography', 'Polity', 'Science'],
        'Current Affairs': ['National', 'International', 'Sports', 'Awards'],
        Arithmetic: ['Percentages', 'Profit and Loss', 'Averages', 'Time and Work'],
        'Logical Reasoning': ['Number Series', 'Coding-Decoding', 'Blood Relations', 'Direction Sense'],
      },
    },
  },
  { id: 'cuet-eng', name: 'CUETENG', sections: { ENG: { 'Reading Comprehension': ['Factual Passage', 'Narrative Passage', 'Literary Passage'], Grammar: GRAMMAR, Vocabulary: VOCABULARY } } },
  { id: 'cuet-bst', name: 'CUETBST', sections: { BST: { 'Principles of Management': ['Nature of Management', 'Fayol and Taylor'], Marketing: ['Marketing Mix', 'Consumer Protection'], 'Financial Management': ['Financial Decisions', 'Financial Markets'] } } },
  { id: 'cuet-eco', name: 'CUETECO', sections: { ECO: { Microeconomics: ['Demand', 'Supply', 'Market Forms'], Macroeconomics: ['National Income', 'Money and Banking', 'Government Budget'] } } },
  { id: 'cuet-acc', name: 'CUETACC', sections: { ACC: { 'Partnership Accounts': ['Profit Sharing', 'Goodwill', 'Admission of a Partner'], 'Company Accounts': ['Issue of Shares', 'Debentures'], 'Financial Statements': ['Ratio Analysis', 'Cash Flow'] } } },
  { id: 'cuet-phy', name: 'CUETPHY', sections: { PHY: { Mechanics: ['Kinematics', 'Laws of Motion', 'Work and Energy'], Electricity: ['Current Electricity', 'Electrostatics'], Optics: ['Reflection', 'Refraction'] } } },
  { id: 'cuet-che', name: 'CUETCHE', sections: { CHE: { 'Physical Chemistry': ['Mole Concept', 'Solutions', 'Chemical Kinetics'], 'Organic Chemistry': ['Hydrocarbons', 'Alcohols and Phenols'], 'Inorganic Chemistry': ['Periodic Table', 'Coordination Compounds'] } } },
  { id: 'cuet-bio', name: 'CUETBIO', sections: { BIO: { Genetics: ['Mendelian Inheritance', 'Molecular Basis'], 'Human Physiology': ['Digestion', 'Circulation'], Ecology: ['Ecosystems', 'Biodiversity'] } } },
  { id: 'cuet-his', name: 'CUETHIS', sections: { HIS: { 'Ancient India': ['Harappan Civilisation', 'Mauryan Empire'], 'Medieval India': ['Mughal Empire', 'Vijayanagara'], 'Modern India': ['National Movement', 'Partition'] } } },
  { id: 'cuet-pol', name: 'CUETPOL', sections: { POL: { 'Indian Constitution': ['Fundamental Rights', 'Parliament'], 'Contemporary World Politics': ['Cold War', 'International Organisations'] } } },
  { id: 'cuet-geo', name: 'CUETGEO', sections: { GEO: { 'Human Geography': ['Population', 'Migration'], 'Indian Geography': ['Rivers', 'Agriculture', 'Transport'] } } },
  { id: 'cuet-soc', name: 'CUETSOC', sections: { SOC: { 'Indian Society': ['Caste and Class', 'Family and Kinship'], 'Social Change': ['Urbanisation', 'Globalisation'] } } },
  { id: 'cuet-mat', name: 'CUETMAT', sections: { MAT: { Calculus: ['Limits', 'Derivatives', 'Integrals'], Algebra: ['Matrices', 'Determinants', 'Progressions'], 'Probability and Statistics': ['Probability', 'Mean and Variance'] } } },
  { id: 'iimb-bba-dbe', name: 'IIM-B (BBA-DBE)', sections: { QA: QUANT, LR: REASONING, VA: VERBAL } },
] as const satisfies ReadonlyArray<{ id: string; name: string; sections: Record<string, Topics> }>;

export type ExamName = (typeof EXAM_CATALOGUE)[number]['name'];
export const EXAM_NAMES = EXAM_CATALOGUE.map((e) => e.name) as ExamName[];

type Catalogue = ReadonlyArray<{ id: string; name: string; sections: Record<string, Topics> }>;
const catalogue: Catalogue = EXAM_CATALOGUE;

export const findExam = (name: string) => catalogue.find((e) => e.name === name);
export const sectionsOf = (exam: string): string[] => Object.keys(findExam(exam)?.sections ?? {});
export const topicsOf = (exam: string, section: string): string[] => Object.keys(findExam(exam)?.sections[section] ?? {});
export const subTopicsOf = (exam: string, section: string, topic: string): string[] => [...(findExam(exam)?.sections[section]?.[topic] ?? [])];

/** Every (exam, section, topic, subTopic) the catalogue knows, for pickers and the seed. */
export function catalogueEntries(): Array<{ exam: string; examSlug: string; section: string; topic: string; subTopic: string }> {
  const out: Array<{ exam: string; examSlug: string; section: string; topic: string; subTopic: string }> = [];
  for (const e of catalogue)
    for (const [section, topics] of Object.entries(e.sections))
      for (const [topic, subs] of Object.entries(topics)) for (const subTopic of subs) out.push({ exam: e.name, examSlug: e.id, section, topic, subTopic });
  return out;
}

/** Where the catalogue places a question; the message names the first field that does not fit. */
export function placementProblem(q: { exam: string; section: string; topic: string; subTopic: string }): string | null {
  const exam = findExam(q.exam);
  if (!exam) return `Unknown exam '${q.exam}'`;
  const topics = exam.sections[q.section];
  if (!topics) return `Unknown section '${q.section}' for ${q.exam}`;
  const subs = topics[q.topic];
  if (!subs) return `Unknown topic '${q.topic}' for ${q.exam} ${q.section}`;
  if (!subs.includes(q.subTopic)) return `Unknown sub-topic '${q.subTopic}' for ${q.topic}`;
  return null;
}

/** Verbal topics make question text selectable in the viewer (practice-and-support.md §9). */
const VERBAL_TOPICS = new Set(['Verbal Ability', 'Grammar', 'Vocabulary', 'Reading Comprehension']);
export const isVerbalTopic = (topic: string) => VERBAL_TOPICS.has(topic);
