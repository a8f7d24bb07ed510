import type { CatalogName } from '../names/catalog-names';
import type { skillSeeds } from '../skills-data';
import type { SoftwareName } from '../softwares';
import type { softwareSeedsA } from '../softwares-data-a';
import type { softwareSeedsB } from '../softwares-data-b';

type SubSkill = (typeof skillSeeds)[number]['subSkills'][number];
type FeatureTopic = (typeof softwareSeedsA)[number]['topics'][number] | (typeof softwareSeedsB)[number]['topics'][number];

/**
 * The names of the suggestion chips' feature topics (a software's "Retouching") and of the skills'
 * sub-skills ("Rigging"), as one table per language: the same English name reads the same as a topic
 * and a sub-skill. A topic that is itself a software ("Python") is not here (its maker's name in every
 * language), nor one that is a skill or category name (translated with the catalogue's names).
 */
export type TopicName = Exclude<SubSkill | FeatureTopic, SoftwareName | CatalogName>;

/**
 * One language's topic and sub-skill names, complete (the type makes a missing name a compile error).
 * A name written as in English ("Docker Compose", "DynaMesh") is a product or feature its maker names so.
 */
export type TopicNames = Readonly<Record<TopicName, string>>;
