import type { AllowedPostTypes, PostContentInput, VoteDirection } from '@exam/domain';

/** The forum demo content (see seed.ts). Authors are the demo accounts of seed/accounts.ts. */
export const FARMLANDS = [
  { farmlandId: 'ipmat', title: 'IPMAT Community', description: 'Integrated Programme in Management: Indore, Rohtak and JIPMAT aspirants.', icon: '🎓', order: 1, featured: true },
  { farmlandId: 'cat', title: 'CAT & MBA', description: 'CAT, XAT and other business-school entrance tests.', icon: '📈', order: 2, featured: false },
];

type House = { farmhouseId: string; farmlandId: string; title: string; description: string; icon: string; tags: string[]; allowedPostTypes: AllowedPostTypes; featured?: boolean };
export const FARMHOUSES: House[] = [
  { farmhouseId: 'ipmat-quant', farmlandId: 'ipmat', title: 'Quant Doubts', description: 'Arithmetic, algebra, geometry and modern math doubts.', icon: '🧮', tags: ['quant', 'maths'], allowedPostTypes: 'academic', featured: true },
  { farmhouseId: 'ipmat-verbal', farmlandId: 'ipmat', title: 'Verbal Ability', description: 'Reading comprehension, parajumbles and vocabulary.', icon: '📚', tags: ['verbal', 'rc'], allowedPostTypes: 'both' },
  { farmhouseId: 'ipmat-lounge', farmlandId: 'ipmat', title: 'Aspirants Lounge', description: 'Preparation strategy, colleges and motivation.', icon: '☕', tags: ['strategy'], allowedPostTypes: 'discussion' },
  { farmhouseId: 'cat-lrdi', farmlandId: 'cat', title: 'LRDI Corner', description: 'Logical reasoning and data interpretation sets.', icon: '🧩', tags: ['lrdi'], allowedPostTypes: 'both', featured: true },
  { farmhouseId: 'cat-interviews', farmlandId: 'cat', title: 'Interview Prep', description: 'WAT, GD and personal interview experiences.', icon: '🎤', tags: ['interviews'], allowedPostTypes: 'discussion' },
];

const S1 = 'student@demo.in';
const S2 = 'student2@demo.in';
const ADMIN = 'admin@demo.in';
const SUPPORT = 'support@demo.in';

/** [who, farmhouses joined, farmhouses moderated]. */
export const MEMBERS: Array<[string, string[], string[]?]> = [
  [S1, ['ipmat-quant', 'ipmat-verbal', 'ipmat-lounge', 'cat-lrdi']],
  [S2, ['ipmat-quant', 'ipmat-verbal', 'ipmat-lounge']],
  [ADMIN, ['ipmat-lounge']],
  [SUPPORT, ['ipmat-verbal'], ['ipmat-verbal']],
];

type SeedPost = { key: string; author: string; farmhouseId: string; daysAgo: number; content: PostContentInput; pinned?: boolean; votes?: Array<[string, VoteDirection]> };
export const POSTS: SeedPost[] = [
  { key: 'welcome', author: ADMIN, farmhouseId: 'ipmat-lounge', daysAgo: 14, pinned: true, votes: [[S1, 'up'], [S2, 'up']],
    content: { type: 'discussion', title: 'Welcome to the IPMAT community', description: 'Introduce yourself, share your target college and help each other. Be kind and stay on topic.', tags: ['welcome'] } },
  { key: 'dice', author: S2, farmhouseId: 'ipmat-quant', daysAgo: 6, votes: [[S1, 'up']],
    content: { type: 'academic', title: 'Probability of a sum of 8 with two dice', description: 'Two fair dice are thrown. What is the probability that the sum is 8? I keep getting 1/6.', exam: 'IPMAT', topic: 'Modern Math', tags: ['probability'] } },
  { key: 'circular', author: S1, farmhouseId: 'ipmat-quant', daysAgo: 4, votes: [[S2, 'up']],
    content: { type: 'academic', title: 'Circular arrangement of 6 people with two together', description: 'In how many ways can 6 people sit around a round table if two particular people must sit together?', exam: 'IPMAT', topic: 'Modern Math', tags: ['permutation', 'arrangements'] } },
  { key: 'rc-books', author: S2, farmhouseId: 'ipmat-verbal', daysAgo: 3, votes: [[S1, 'up'], [SUPPORT, 'up']],
    content: { type: 'discussion', title: 'Best way to practise reading comprehension daily?', description: 'How many passages a day worked for you, and which sources?', tags: ['rc', 'reading'], links: ['https://www.thehindu.com/opinion/editorial/'] } },
  { key: 'parajumble', author: S1, farmhouseId: 'ipmat-verbal', daysAgo: 2,
    content: { type: 'academic', title: 'Parajumble: how to find the opening sentence?', description: 'Any reliable trick to spot the first sentence of a parajumble?', exam: 'IPMAT', topic: 'Verbal Ability', tags: ['parajumbles'] } },
  { key: 'tournament', author: S1, farmhouseId: 'cat-lrdi', daysAgo: 1,
    content: { type: 'academic', title: 'Round-robin tournament set: maximum teams qualifying', description: '8 teams play a round robin; top teams with at least 10 points qualify (win 3, draw 1). What is the maximum number of teams that can qualify?', exam: 'CAT', topic: 'LRDI', tags: ['tournaments'] } },
];

type SeedComment = { key: string; post: string; author: string; content: string; daysAgo: number; parent?: string; accepted?: boolean; votes?: Array<[string, VoteDirection]> };
export const THREADS: SeedComment[] = [
  { key: 'dice-1', post: 'dice', author: S1, daysAgo: 5, accepted: true, votes: [[S2, 'up'], [SUPPORT, 'up']],
    content: 'Count the pairs: (2,6), (3,5), (4,4), (5,3), (6,2) gives **5** of 36 outcomes, so the answer is **5/36**. A sum of 7 is the one with 6 ways (1/6).' },
  { key: 'dice-2', post: 'dice', author: S2, parent: 'dice-1', daysAgo: 5, content: 'Ah, I was counting 7. Thank you!' },
  { key: 'circular-1', post: 'circular', author: S2, daysAgo: 3, votes: [[S1, 'up']],
    content: 'Tie the two together as one unit: 5 units around a table is (5-1)! = 24, times 2 for the pair: **48**.' },
  { key: 'rc-1', post: 'rc-books', author: S1, daysAgo: 2, content: 'Two editorials a day and a timed passage on weekends. Summarise each in one line.' },
  { key: 'rc-2', post: 'rc-books', author: SUPPORT, daysAgo: 2, content: 'Mix genres: economics, philosophy and science passages feel very different under time pressure.' },
  { key: 'rc-3', post: 'rc-books', author: S2, parent: 'rc-1', daysAgo: 1, content: 'One-line summaries are a great idea.' },
];

export const UPDATES: Array<{ daysAgo: number; data: { type: 'announcement' | 'feature' | 'maintenance' | 'other'; title: string; content: string; isImportant: boolean } }> = [
  { daysAgo: 45, data: { type: 'announcement', title: 'Forums are open', content: 'Ask doubts and help others in the community forums.', isImportant: false } },
  { daysAgo: 20, data: { type: 'feature', title: 'Accepted answers', content: 'Authors can now mark the answer that solved their doubt.', isImportant: false } },
  { daysAgo: 9, data: { type: 'maintenance', title: 'Scheduled maintenance on Sunday', content: 'The platform may be slow between 2 and 3 am.', isImportant: true } },
  { daysAgo: 4, data: { type: 'feature', title: 'Live leaderboards', content: 'Weekly and monthly leaderboards update as you help.', isImportant: false } },
  { daysAgo: 1, data: { type: 'other', title: 'New IPMAT mock released', content: 'Mock 12 is now available in the practice section.', isImportant: false } },
  { daysAgo: 0, data: { type: 'announcement', title: 'Achievements on profiles', content: 'Earn Contributor, Problem Solver and more.', isImportant: true } },
];
