import { searchWords } from './search-words';
import { skills } from './skills';
import { softwares } from './softwares';

/**
 * The feature topics of softwares and the sub-skills of skills as search reads them: a topic
 * ("Retouching") stands for the gigs of the entries it belongs to (Photoshop) when no gig names it.
 * A topic of more than TOPIC_OWNERS_MAX entries ("Templates") says too little of which gigs to show,
 * and a topic that is itself a software or skill ("Python") is searched as that entry.
 */
const TOPIC_OWNERS_MAX = 4;

const entryNames = new Set([...softwares, ...skills].map((e) => searchWords(e.name).join(' ')));

function ownersByTopic(): Map<string, string[][]> {
  const owners = new Map<string, string[]>();
  const add = (topic: string, owner: string) => {
    const key = searchWords(topic).join(' ');
    if (key === '' || entryNames.has(key)) return;
    const list = owners.get(key) ?? [];
    if (!list.includes(owner)) owners.set(key, [...list, owner]);
  };
  for (const s of softwares) for (const topic of s.topics) add(topic, s.name);
  for (const s of skills) for (const sub of s.subSkills) add(sub, s.name);
  const out = new Map<string, string[][]>();
  for (const [key, list] of owners) if (list.length <= TOPIC_OWNERS_MAX) out.set(key, list.map(searchWords));
  return out;
}

const TOPICS = ownersByTopic();
/** The most words a topic has (topics are matched longest first). */
const LONGEST = Math.max(...[...TOPICS.keys()].map((k) => k.split(' ').length));

/**
 * The topic that starts at `words[at]` (the longest one), with the words of the entries it belongs
 * to; null when none starts there.
 */
export function topicAt(words: readonly string[], at: number): { length: number; owners: string[][] } | null {
  for (let n = Math.min(LONGEST, words.length - at); n >= 1; n--) {
    const owners = TOPICS.get(words.slice(at, at + n).join(' '));
    if (owners) return { length: n, owners };
  }
  return null;
}
