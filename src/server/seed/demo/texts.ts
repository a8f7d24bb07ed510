/** Sentence pools of the demo marketplace: bios, gig descriptions, package texts, reviews. */

/** The profession an expert of each skill group practises. */
export const PROFESSION_OF_GROUP: Record<string, string> = {
  '3D & CAD Design': '3D Artist',
  'AI & Machine Learning': 'Machine Learning Engineer',
  'AR/VR Development': 'Game Developer',
  'Audio Production': 'Audio Engineer',
  'Blockchain & Web3': 'Software Engineer',
  'Cloud & DevOps': 'DevOps Engineer',
  Cybersecurity: 'Cybersecurity Specialist',
  'Data & Analytics': 'Data Analyst',
  'Database Management': 'Database Administrator',
  'Ecommerce & CMS': 'E-commerce Specialist',
  'Email Marketing': 'Digital Marketer',
  'Finance & Accounting': 'Accountant',
  'Game Development': 'Game Developer',
  'Graphic & Motion Design': 'Graphic Designer',
  'HR & Hiring': 'HR Professional',
  'Legal & Compliance': 'Lawyer',
  'Marketing & Automation': 'Digital Marketer',
  'Mobile & App Development': 'Mobile App Developer',
  'Music Production': 'Music Producer',
  'Office & Productivity': 'Business Analyst',
  Photography: 'Photographer',
  'Project & Task Management': 'Project Manager',
  'Sales & CRM': 'Sales Professional',
  'Screenwriting & Authoring': 'Content Writer',
  'Social Media & Scheduling': 'Social Media Manager',
  'Software Development & IDEs': 'Software Engineer',
  'Teaching & Course Platforms': 'Teacher',
  'UI/UX & Prototyping': 'UI/UX Designer',
  'Video Editing': 'Video Editor',
  'Writing & Editing': 'Content Writer',
};

/** Softwares for the skill groups that have no software category of the same name. */
export const FALLBACK_SOFTWARES: Record<string, readonly string[]> = {
  'Blockchain & Web3': ['VS Code', 'Git', 'Node.js'],
  'Database Management': ['PostgreSQL', 'MySQL', 'MongoDB', 'Supabase'],
  Photography: ['Lightroom', 'Capture One', 'Photoshop', 'GIMP'],
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export const BIO_OPENERS = [
  (p: string, years: number, skill: string) => `${p} with ${years} years of hands-on ${skill} work for startups, agencies and independent clients.`,
  (p: string, years: number, skill: string) => `I am ${article(p)} ${p} and have spent the last ${years} years doing ${skill} every single day.`,
  (p: string, years: number, skill: string) => `${years} years as ${article(p)} ${p}, most of them spent teaching ${skill} to people who learn best by doing.`,
] as const;

export const BIO_MIDDLES = [
  'I have shipped real projects under real deadlines, so I know which shortcuts are safe and which ones come back to bite you.',
  'Before going independent I led a small team, reviewed a lot of work and learned how to explain the why behind every fix.',
  'My clients range from complete beginners to seasoned professionals who are stuck on one stubborn problem.',
  'I keep my setup close to what you use at work, so what we practise together carries straight over to your own files.',
];

export const BIO_CLOSERS = [
  'On a call I share my screen, then hand control back to you so the new skill sticks.',
  'Expect plain language, honest feedback and a short written summary after every session.',
  'Bring a concrete question and we will leave the call with it solved and understood.',
  'I am patient with beginners and direct with pros; either way we focus on your goal.',
];

/**
 * Technologies one picks between: a gig about one of them is not tagged with the others
 * (a React gig is not tagged "Angular").
 */
export const RIVAL_TECHNOLOGIES: ReadonlyArray<readonly string[]> = [
  ['React', 'Vue', 'Angular', 'Svelte'],
  ['React Native', 'Flutter', 'Swift', 'Kotlin'],
  ['Node.js', 'Python', 'Java', 'Go', 'PHP'],
  ['Blender', 'Autodesk Maya', 'Cinema 4D', '3ds Max'],
  ['Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro'],
];

/** "A, B and C". */
export const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

/**
 * The opening sentence: a task ("Speed up your slow React app") reads "we speed up your slow
 * React app together"; a question or a situation ("Why is your model overfitting?") is quoted.
 */
const opening = (x: DescriptionParts) =>
  x.isTask
    ? `In this live session we ${x.phrase} together, on your own project rather than a toy example.`
    : `In this live session we get to the bottom of “${x.phrase}”, on your own project rather than a toy example.`;

export const DESCRIPTION_SENTENCES = [
  opening,
  (x: DescriptionParts) => `I have used ${x.softwares} professionally for years and will show you the workflow I rely on.`,
  (x: DescriptionParts) => `We can cover ${x.tags}, or go straight to the part that is blocking you.`,
  (_: DescriptionParts) => `Share your screen and we troubleshoot step by step; I explain every change so you can repeat it alone.`,
  (x: DescriptionParts) => `Beginners are welcome: we start from the basics of ${x.skill} and build up at your pace.`,
  (x: DescriptionParts) => `If you are already experienced, we skip the basics and dig into ${x.topic}.`,
  (_: DescriptionParts) => `After the call you get a short summary of what we changed and what to practise next.`,
  (x: DescriptionParts) => `Send me a message before booking if you are unsure whether ${x.skill} is the right fit for your problem.`,
] as const;

export interface DescriptionParts {
  /** The gig's phrase as the expert says it: a task (lower-case first word) or, quoted, a question. */
  phrase: string;
  isTask: boolean;
  softwares: string;
  tags: string;
  skill: string;
  topic: string;
}

export const PACKAGE_TEXTS = {
  basic: [
    ['Quick fix', 'One focused question answered live, with the fix applied on your file.'],
    ['Starter call', 'A short call to unblock you and point you to the right next steps.'],
  ],
  standard: [
    ['Deep dive', 'A full working session on your project with explanations as we go.'],
    ['Working session', 'We plan, build and review together, with notes you can keep.'],
  ],
  premium: [
    ['Mentorship', 'Long sessions with a review of your work and a practice plan.'],
    ['Project review', 'An in-depth review of your whole project and a guided fix list.'],
  ],
} as const;

export const REVIEW_TEXTS = [
  'Clear, patient and straight to the point. My problem was solved in the first twenty minutes.',
  'Great session: I finally understand why my setup kept failing, not just how to fix it.',
  'Very knowledgeable and friendly. We went a bit over time and it was worth every minute.',
  'Explained things in plain language and sent a helpful summary afterwards.',
  'Good call overall, though we ran out of time before the last question.',
  'Helpful, but I expected a little more preparation before the session.',
  'Exactly what I needed before my deadline. Booking again next week.',
  'Showed me three shortcuts I now use every day. Highly recommended.',
];

export const BUYER_NAMES = ['Priya Nair', 'Tom Becker', 'Lucía Gómez', 'Kenji Sato', 'Amara Obi', 'Noah Levi', 'Sofia Rossi', 'Omar Haddad'];
