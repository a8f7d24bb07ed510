import { useTopicNames } from '#i18n/topic-names';

/** An expert's sub-skills of a skill, each in the page's language (one the catalogue does not know as the expert wrote it, marked English). */
export function SubSkillChips({ subSkills }: { subSkills: readonly string[] }) {
  const topics = useTopicNames();
  if (subSkills.length === 0) return null;
  return (
    <ul className="gig-tags expert-subskills">
      {subSkills.map((sub) => (
        <li key={sub} className="search-chip search-chip-static" {...(topics.isEnglish(sub) ? { lang: 'en' } : {})} dir="auto">
          {topics.name(sub)}
        </li>
      ))}
    </ul>
  );
}
