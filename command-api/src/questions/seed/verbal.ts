import type { Item } from './kit';

const word = (kind: 'synonym' | 'antonym') => ([w, a, ...wrong]: string[]): Item => ({
  question: `Choose the word most ${kind === 'synonym' ? 'similar' : 'opposite'} in meaning to '${w.toUpperCase()}'.`,
  answer: a, wrong,
  slides: [`'${w}' means roughly the ${kind === 'synonym' ? 'same as' : 'opposite of'} '${a.toLowerCase()}'.`, `The other options (${wrong.join(', ')}) do not fit.`, `Answer: ${a}`],
});
const meaning = (label: string) => ([p, a, ...wrong]: string[]): Item => ({
  question: `What does the ${label} '${p}' mean?`, answer: a, wrong,
  slides: [`'${p}' is used to mean: ${a.toLowerCase()}.`, `Answer: ${a}`],
});
const pick = (prompt: string) => ([s, a, ...wrong]: string[]): Item => ({
  question: `${prompt}\n\n${s}`, answer: a, wrong, slides: [`Read the sentence with each option; only '${a}' is correct English here.`, `Answer: ${a}`],
});
const correct = (rule: string, a: string, wrong: string[]): Item => ({
  question: 'Choose the grammatically correct sentence.', answer: a, wrong, slides: [rule, `Answer: ${a}`],
});

/** Verbal items from well-formed templates over hand-checked word lists and sentences. */
export const verbalItems: Record<string, Item[]> = {
  Synonyms: [
    ['Abundant', 'Plentiful', 'Scarce', 'Narrow', 'Fragile'], ['Benevolent', 'Kind', 'Cruel', 'Lazy', 'Anxious'],
    ['Candid', 'Frank', 'Secretive', 'Clever', 'Gloomy'], ['Diligent', 'Hardworking', 'Careless', 'Timid', 'Noisy'],
    ['Eloquent', 'Articulate', 'Silent', 'Clumsy', 'Rude'], ['Frugal', 'Thrifty', 'Wasteful', 'Generous', 'Hasty'],
    ['Gregarious', 'Sociable', 'Reserved', 'Hostile', 'Dull'], ['Lethargic', 'Sluggish', 'Energetic', 'Cheerful', 'Honest'],
    ['Meticulous', 'Careful', 'Sloppy', 'Rapid', 'Bold'], ['Obsolete', 'Outdated', 'Modern', 'Useful', 'Common'],
    ['Pragmatic', 'Practical', 'Idealistic', 'Lazy', 'Emotional'], ['Tranquil', 'Calm', 'Turbulent', 'Loud', 'Busy'],
    ['Zealous', 'Enthusiastic', 'Apathetic', 'Calm', 'Cautious'],
  ].map(word('synonym')),
  Antonyms: [
    ['Ancient', 'Modern', 'Old', 'Antique', 'Aged'], ['Augment', 'Reduce', 'Increase', 'Enlarge', 'Boost'],
    ['Brave', 'Cowardly', 'Bold', 'Fearless', 'Daring'], ['Conceal', 'Reveal', 'Hide', 'Cover', 'Mask'],
    ['Expand', 'Contract', 'Grow', 'Swell', 'Extend'], ['Humble', 'Arrogant', 'Modest', 'Meek', 'Simple'],
    ['Transparent', 'Opaque', 'Clear', 'Lucid', 'Plain'], ['Optimistic', 'Pessimistic', 'Hopeful', 'Cheerful', 'Positive'],
    ['Scarce', 'Abundant', 'Rare', 'Sparse', 'Limited'], ['Generous', 'Stingy', 'Kind', 'Liberal', 'Lavish'],
  ].map(word('antonym')),
  'Idioms and Phrases': [
    ['break the ice', 'Start a conversation in an awkward situation', 'Break something frozen', 'End a friendship', 'Cause trouble'],
    ['once in a blue moon', 'Very rarely', 'Every night', 'During a full moon', 'Suddenly'],
    ['hit the nail on the head', 'Describe exactly what is causing a problem', 'Hurt oneself', 'Build something quickly', 'Make a mistake'],
    ['burn the midnight oil', 'Work late into the night', 'Waste fuel', 'Cook dinner late', 'Start a fire'],
    ['spill the beans', 'Reveal a secret', 'Make a mess', 'Cook carelessly', 'Waste food'],
    ['under the weather', 'Slightly unwell', 'Outdoors in the rain', 'Very happy', 'Worried about a storm'],
    ['a piece of cake', 'Something very easy', 'A small reward', 'A birthday treat', 'A tiny amount'],
    ['cost an arm and a leg', 'Be very expensive', 'Cause an injury', 'Be cheap', 'Take a long time'],
  ].map(meaning('idiom')),
  'Phrasal Verbs': [
    ['put off', 'Postpone', 'Wear', 'Extinguish', 'Insult'], ['give up', 'Stop trying', 'Donate', 'Lift', 'Surrender a gift'],
    ['look after', 'Take care of', 'Search for', 'Follow behind', 'Resemble'], ['turn down', 'Reject', 'Fold', 'Arrive', 'Rotate'],
    ['carry on', 'Continue', 'Lift', 'Misbehave quietly', 'Transport'], ['call off', 'Cancel', 'Shout', 'Phone someone', 'Summon'],
    ['come across', 'Find by chance', 'Cross a road', 'Arrive late', 'Argue'], ['run out of', 'Have none left', 'Escape from', 'Exercise', 'Leave quickly'],
  ].map(meaning('phrasal verb')),
  'Fill in the Blanks': [
    ['She was so ______ that she finished the whole project a week before the deadline.', 'diligent', 'careless', 'lazy', 'reluctant'],
    ["The scientist's ______ research over ten years finally led to a breakthrough.", 'painstaking', 'careless', 'hasty', 'idle'],
    ["His ______ remarks hurt his friends' feelings.", 'tactless', 'tactful', 'kind', 'gentle'],
    ['At sea level, water ______ at 100 degrees Celsius.', 'boils', 'freezes', 'melts', 'condenses'],
  ].map(pick('Choose the word that best fills the blank.')),
  Prepositions: [
    ['He has been ill ______ Monday.', 'since', 'for', 'from', 'by'], ['He was accused ______ theft.', 'of', 'for', 'with', 'about'],
    ['She insisted ______ paying the bill.', 'on', 'at', 'for', 'in'], ['She is good ______ mathematics.', 'at', 'on', 'for', 'of'],
  ].map(pick('Choose the correct preposition.')),
  'Subject-Verb Agreement': [
    correct("'Each' is singular, so it takes a singular verb, and 'of the' is followed by a plural noun.", 'Each of the boys has a bicycle.', ['Each of the boys have a bicycle.', 'Each of the boy has a bicycle.', 'Each of the boys having a bicycle.']),
    correct("With 'neither … nor', the verb agrees with the nearer subject ('clerks', plural).", 'Neither the manager nor the clerks were present.', ['Neither the manager nor the clerks was present.', 'Neither the manager or the clerks were present.', 'Neither the manager nor the clerks is present.']),
    correct("'News' is an uncountable noun and takes a singular verb.", 'The news is good.', ['The news are good.', 'The news were good.', 'The newses are good.']),
    correct("Subjects such as 'Mathematics' are singular despite the final s.", 'Mathematics is my favourite subject.', ['Mathematics are my favourite subject.', 'Mathematics were my favourite subjects.', 'Mathematics my favourite subject is being.']),
  ],
  Tenses: [
    correct("An action that began in the past and continues now takes the present perfect with 'since'.", 'I have lived here since 2015.', ['I am living here since 2015.', 'I live here since 2015.', 'I have been live here since 2015.']),
    correct('A past unreal condition uses the past perfect in the if-clause and would have + past participle in the result.', 'If I had known, I would have helped.', ['If I would have known, I would help.', 'If I had knew, I would have helped.', 'If I have known, I would helped.']),
    correct("The present perfect is have/has + past participle ('finished').", 'She has just finished her work.', ['She has just finish her work.', 'She have just finished her work.', 'She just has finishing her work.']),
  ],
  'Sentence Correction': [
    correct("'One of' is followed by a plural noun, and the verb agrees with 'one'.", 'One of my friends is a doctor.', ['One of my friend is a doctor.', 'One of my friends are a doctor.', 'One of my friend are doctors.']),
    correct("Compare with 'than' after a comparative adjective; 'more' is not added to 'taller'.", 'Ravi is taller than his brother.', ['Ravi is more taller than his brother.', 'Ravi is taller then his brother.', 'Ravi is tallest than his brother.']),
    correct("'Discuss' takes a direct object; no 'about' is needed.", 'We discussed the plan at length.', ['We discussed about the plan at length.', 'We discussed on the plan at length.', 'We discuss about the plan at length yesterday.']),
  ],
  'Para Jumbles': [
    { question: 'Arrange the sentences in a logical order.\nP: Then he poured the batter into a greased tin.\nQ: First, Arun mixed flour, sugar and eggs in a bowl.\nR: Finally, he let the cake cool before slicing it.\nS: After forty minutes in the oven, the cake had risen well.', answer: 'QPSR', wrong: ['PQSR', 'QSPR', 'SPQR'], slides: ["'First' opens (Q), 'Then' follows (P), baking comes next (S) and 'Finally' closes (R).", 'Answer: QPSR'] },
    { question: 'Arrange the sentences in a logical order.\nP: As a result, the town\'s shops began to stay open later.\nQ: A new railway station opened on the edge of the town.\nR: More visitors started arriving in the evenings.\nS: Soon, trains from the city stopped there every hour.', answer: 'QSRP', wrong: ['QRSP', 'SQRP', 'PQSR'], slides: ['The station opens (Q), trains start stopping (S), visitors arrive (R), and shops respond (P: "As a result").', 'Answer: QSRP'] },
  ],
  'Para Completion': [
    { question: 'Choose the sentence that best completes the paragraph.\n\nMany cities are planting trees along their streets. Trees provide shade, lower summer temperatures and absorb rainwater that would otherwise flood drains. ______', answer: 'For these reasons, urban planners increasingly treat trees as essential infrastructure.', wrong: ['Trees grow slowly in deserts.', 'The first car was built in Germany.', 'Some people prefer to live in villages.'], slides: ['The paragraph lists benefits of street trees; the ending should draw them together.', 'Answer: For these reasons, urban planners increasingly treat trees as essential infrastructure.'] },
  ],
  'Odd Sentence Out': [
    { question: 'Which sentence does not belong with the others?\n1. Bees collect nectar from flowers.\n2. In doing so, they carry pollen from one plant to another.\n3. This pollination helps many crops produce fruit.\n4. The stock market fell sharply last week.', answer: 'Sentence 4', wrong: ['Sentence 1', 'Sentence 2', 'Sentence 3'], slides: ['Sentences 1–3 describe pollination by bees; sentence 4 is about something else.', 'Answer: Sentence 4'] },
  ],
};
