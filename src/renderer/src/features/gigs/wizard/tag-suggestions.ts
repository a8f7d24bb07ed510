import { skillByName, softwareByName } from '#shared/catalog/index';
import { GIG_TAG_MAX_LENGTH } from '#shared/domain/gig';

/** How many tag suggestions show at once. */
const GIG_TAG_SUGGESTIONS = 5;

/**
 * Up to 5 tag suggestions for a gig: the subcategory skill's sub-skills and phrases, then the
 * topics of its softwares, matching what is typed, without the tags already added. Each is named in
 * the interface language (`name`: a topic, sub-skill or skill as the expert reads it; a software as
 * its maker writes it), and matched and added as shown: buyers search in the gig's language, and a
 * translated topic also finds the gigs of its English one.
 */
export function tagSuggestions(
  gig: { subCategory: string; softwares: readonly string[]; tags: readonly string[] },
  typed: string,
  name: (english: string) => string = (english) => english,
): string[] {
  const skill = skillByName(gig.subCategory);
  const pool = [
    ...(skill?.subSkills ?? []),
    ...(skill?.phrases ?? []),
    ...gig.softwares.flatMap((name) => softwareByName(name)?.topics ?? []),
    ...gig.softwares,
    ...(skill ? [skill.name] : []),
  ];
  const query = typed.trim().toLowerCase();
  const taken = new Set(gig.tags.map((t) => t.toLowerCase()));
  const out: string[] = [];
  for (const candidate of pool.map(name)) {
    const key = candidate.toLowerCase();
    if (candidate.length > GIG_TAG_MAX_LENGTH || taken.has(key) || (query !== '' && !key.includes(query))) continue;
    taken.add(key);
    out.push(candidate);
    if (out.length === GIG_TAG_SUGGESTIONS) break;
  }
  return out;
}
