import type { Item } from './kit';

/** A passage (or data set) shared by several questions through the `comprehension` field. */
export type PassageSet = { exam: string; section: string; topic: string; subTopic: string; passage: string; items: Item[] };
const ans = (a: string, why: string) => [why, `Answer: ${a}`];

const MONSOON = `The monsoon is central to life in India. About seventy per cent of the country's annual rainfall arrives between June and September, when moist winds from the Indian Ocean move inland. Farmers time their sowing to the first rains, and reservoirs that fill during these months supply cities through the dry season. When the monsoon arrives late or brings less rain than usual, crop yields fall and food prices often rise. For this reason, the India Meteorological Department's forecast each spring is followed closely by farmers, traders and policymakers alike.

In recent decades, scientists have observed that rainfall is becoming more uneven: long dry spells are increasingly broken by short, intense downpours. Such bursts can cause floods while doing little to recharge groundwater, since much of the water runs off before it can soak into the soil.`;

const LIBRARIES = `When the first public libraries opened in nineteenth-century Britain, critics worried that free books would encourage idleness. Supporters argued the opposite: that access to reading would help working people educate themselves and improve their prospects. Over time the supporters' view prevailed, and public libraries spread across much of the world.

Today libraries face a different question. With so much information available online, some ask whether buildings full of books are still needed. Yet many libraries have adapted, offering free internet access, study space and classes for people who lack them at home. For many visitors, the library is less a store of books than a quiet, free place to learn.`;

const BEES = `Honeybees tell one another where food is through a movement known as the waggle dance. A forager returning to the hive moves in a figure-of-eight pattern, waggling its body along the central line. The direction of this central run, measured from the vertical, shows the direction of the food relative to the sun, and the length of the waggle indicates how far away the food is. Other bees follow the dancer closely, learn the directions and fly out to the source. The Austrian scientist Karl von Frisch studied this behaviour for decades and shared the Nobel Prize in Physiology or Medicine in 1973 for his work.`;

const SALES = `The table gives the units sold by a company in four years.

| Year | Units sold |
|---|---|
| 2020 | 400 |
| 2021 | 500 |
| 2022 | 600 |
| 2023 | 780 |`;

const ENROLMENT = `A bar graph shows the number of students (in hundreds) enrolled in five courses at a university: Arts 12, Commerce 20, Science 24, Law 8, Design 16.`;

export const passageSets: PassageSet[] = [
  {
    exam: 'IPMAT Indore', section: 'VA', topic: 'Verbal Ability', subTopic: 'Reading Comprehension', passage: MONSOON,
    items: [
      { question: "According to the passage, roughly what share of India's annual rainfall falls between June and September?", answer: 'About seventy per cent', wrong: ['About thirty per cent', 'About half', 'Nearly all of it'], slides: ans('About seventy per cent', 'The first paragraph says about seventy per cent arrives between June and September.') },
      { question: 'Why do short, intense downpours do little to recharge groundwater?', answer: 'Much of the water runs off before it can soak into the soil', wrong: ['They occur only over cities', 'They fall mainly over the ocean', 'The water evaporates before reaching the ground'], slides: ans('Much of the water runs off before it can soak into the soil', 'The last sentence gives the reason directly.') },
      { question: 'Who, according to the passage, follow the spring monsoon forecast closely?', answer: 'Farmers, traders and policymakers', wrong: ['Only farmers', 'Only scientists', 'Tourists and hotel owners'], slides: ans('Farmers, traders and policymakers', 'The forecast "is followed closely by farmers, traders and policymakers alike".') },
      { question: 'Which statement best expresses the main idea of the passage?', answer: "The monsoon shapes India's farming and economy, and its pattern is changing", wrong: ['Floods in India are caused only by poor drainage', 'Reservoirs are no longer needed in Indian cities', 'Monsoon forecasts in India are usually wrong'], slides: ans("The monsoon shapes India's farming and economy, and its pattern is changing", 'The first paragraph is about the monsoon\'s importance, the second about its changing pattern.') },
    ],
  },
  {
    exam: 'JIPMAT', section: 'VA', topic: 'Verbal Ability', subTopic: 'Reading Comprehension', passage: LIBRARIES,
    items: [
      { question: 'What did early critics of public libraries fear?', answer: 'That free books would encourage idleness', wrong: ['That libraries would be too expensive', 'That books would be stolen', 'That nobody would visit them'], slides: ans('That free books would encourage idleness', 'The first sentence states the critics\' worry.') },
      { question: 'How, according to the passage, have many libraries adapted?', answer: 'By offering internet access, study space and classes', wrong: ['By selling their books', 'By closing on weekdays', 'By charging entry fees'], slides: ans('By offering internet access, study space and classes', 'The second paragraph lists these services.') },
      { question: "The author's attitude towards modern libraries is best described as", answer: 'Appreciative of their continued usefulness', wrong: ['Dismissive', 'Indifferent', 'Hostile'], slides: ans('Appreciative of their continued usefulness', 'The closing sentences present libraries as a valued, free place to learn.') },
    ],
  },
  {
    exam: 'CUETENG', section: 'ENG', topic: 'Reading Comprehension', subTopic: 'Factual Passage', passage: BEES,
    items: [
      { question: 'What does the length of the waggle indicate?', answer: 'How far away the food is', wrong: ['How much food there is', 'The direction of the sun', 'How many bees should go'], slides: ans('How far away the food is', '"the length of the waggle indicates how far away the food is".') },
      { question: 'The direction of the central run shows the direction of the food relative to', answer: 'the sun', wrong: ['the hive entrance', 'the wind', 'the nearest flower'], slides: ans('the sun', '"shows the direction of the food relative to the sun".') },
      { question: 'Who studied the waggle dance for decades?', answer: 'Karl von Frisch', wrong: ['Charles Darwin', 'Gregor Mendel', 'Louis Pasteur'], slides: ans('Karl von Frisch', 'The last sentence names him.') },
      { question: 'What pattern does the dancing bee follow?', answer: 'A figure-of-eight', wrong: ['A straight line', 'A spiral', 'A zigzag'], slides: ans('A figure-of-eight', '"moves in a figure-of-eight pattern".') },
    ],
  },
  {
    exam: 'IPMAT Indore', section: 'Math', topic: 'Data Interpretation', subTopic: 'Tables', passage: SALES,
    items: [
      { question: 'By what percentage did sales grow from 2020 to 2021?', answer: 25, wrong: [20, 100, 10], numeric: true, slides: ['Growth % = (new − old) / old × 100.', '(500 − 400) / 400 × 100 = 25', 'Answer: 25%'] },
      { question: 'What were the average annual sales over the four years (in units)?', answer: 570, wrong: [560, 600, 2280], numeric: true, slides: ['Average = total / 4.', '(400 + 500 + 600 + 780) / 4 = 2280 / 4 = 570', 'Answer: 570'] },
      { question: 'By what percentage did sales grow from 2022 to 2023?', answer: 30, wrong: [18, 25, 23.08], numeric: true, slides: ['Growth % = (new − old) / old × 100.', '(780 − 600) / 600 × 100 = 30', 'Answer: 30%'] },
    ],
  },
  {
    exam: 'IPMAT Rohtak', section: 'QA', topic: 'Data Interpretation', subTopic: 'Bar Graphs', passage: ENROLMENT,
    items: [
      { question: 'What is the ratio of students in Science to students in Law?', answer: '3:1', wrong: ['2:1', '4:1', '1:3'], slides: ans('3:1', 'Science 24 and Law 8 (hundreds): 24:8 = 3:1.') },
      { question: 'Commerce students make up what percentage of all students enrolled?', answer: 25, wrong: [20, 30, 16], numeric: true, slides: ['Total = 12 + 20 + 24 + 8 + 16 = 80 hundred.', '20 / 80 × 100 = 25', 'Answer: 25%'] },
      { question: 'How many more students are enrolled in Science than in Arts?', answer: 1200, wrong: [12, 120, 2400], numeric: true, slides: ['The values are in hundreds.', '(24 − 12) × 100 = 1200', 'Answer: 1200'] },
    ],
  },
];
