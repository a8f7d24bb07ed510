/** The category pages' product texts (buyer spec section 2, Category pages; section 8). */
export const SOFTWARE_NOT_IN_DOMAIN = 'Software not found in the specified domain';
export const SKILL_NOT_IN_DOMAIN = 'Skill not found in the specified domain';
export const noSkillsForDomain = (domain: string) => `No skills found for domain: ${domain}`;
export const noSoftwaresForDomain = (domain: string) => `No softwares found for domain: ${domain}`;
export const curiousPrompt = (name: string) => `What are you curious about in ${name}?`;
export const SUGGESTIONS_HINT = 'Pick a topic to find experts who can help you live.';

export const POPULAR_SKILLS_COUNT = 8;
export const POPULAR_IN_DOMAIN_COUNT = 3;
export const SUGGESTION_STEP = 1200;
