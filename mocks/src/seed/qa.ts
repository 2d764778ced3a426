import { defineTable } from '../db/table';

export interface QaCategoryRow {
  id: number;
  name: string;
  image: string;
}

/** The server spells these columns in camelCase. */
export interface QuestionRow {
  id: number;
  category_id: number;
  questionBy: string;
  questionByPhoto: string;
  question: string;
}

const CATEGORIES = [
  'Materials',
  'Injection Moulding',
  'Blow Moulding',
  'Extrusion',
  'Moulds & Tooling',
  'Quality & Testing',
] as const;

const ASKERS = [
  'Ramesh Thakkar',
  'Lakshmi Narayanan',
  'Arjun Malhotra',
  'Fatima Shaikh',
  'Deepak Choudhary',
  'Swati Kulkarni',
  'Manpreet Gill',
  'Joseph Mathew',
] as const;

/** Five questions per category, in the order of CATEGORIES. */
const QUESTIONS: readonly string[] = [
  'Which PP grade should I use for a 5 litre paint bucket that must survive drops in winter?',
  'Can I mix 20 per cent regrind into virgin HDPE for crates without losing impact strength?',
  'What is the difference between MFI 3 and MFI 12 PP for raffia tapes?',
  'Is LLDPE or LDPE better for milk pouch film?',
  'How long should nylon 6 be dried before moulding, and at what temperature?',
  'Why do my ABS parts show silver streaks near the gate?',
  'How do I choose between a 180 T and a 250 T machine for a four-cavity cap mould?',
  'What hold pressure should I start with for thick-wall PP parts to avoid sink marks?',
  'Is a servo-hydraulic machine worth the extra cost for a two-shift shop?',
  'How can I reduce cycle time on 500 ml thin-wall containers?',
  'What causes uneven wall thickness in HDPE jerrycans?',
  'Do I need an accumulator head for 20 litre containers?',
  'Which parison programming points matter most for handled bottles?',
  'Can one blow moulding machine run both HDPE and PP bottles?',
  'How do I stop die lines on extrusion blow-moulded bottles?',
  'Why is my PVC pipe showing burn marks at the inner wall?',
  'What L/D ratio do I need for an LLDPE blown film line?',
  'How do I control gauge variation on a 1500 mm blown film?',
  'Single screw or twin screw for compounding calcium carbonate filler masterbatch?',
  'What vacuum level is right for sizing 110 mm PVC pipe?',
  'P20 or H13 steel for a 32-cavity preform mould?',
  'How often should hot-runner nozzles be serviced?',
  'What is a reasonable cost for a two-cavity bucket mould in Rajkot?',
  'How do I fix flash on an old mould with worn parting lines?',
  'Should cooling channels be drilled or conformal for a crate mould?',
  'Which tests prove the drop strength of a 20 litre container?',
  'How do I measure MFI in-house without a full lab?',
  'What does a BIS certificate for HDPE pipe cover?',
  'How many parts should I sample from each batch for dimensional checks?',
  'Why do my PP parts warp a day after moulding?',
];

const PHOTO_COUNT = 6;

export const qaCategories = defineTable<QaCategoryRow>('qa_categories', () =>
  CATEGORIES.map((name, i) => ({ id: i + 1, name, image: `demo-images/qa/category-${i + 1}.svg` })),
);

export const questions = defineTable<QuestionRow>('questions', () =>
  QUESTIONS.map((question, i) => ({
    id: i + 1,
    category_id: Math.floor(i / 5) + 1,
    questionBy: ASKERS[(i * 3) % ASKERS.length] ?? 'PlastiHub member',
    questionByPhoto: `demo-images/people/person-${(i % PHOTO_COUNT) + 1}.svg`,
    question,
  })),
);
