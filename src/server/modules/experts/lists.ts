import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExpertSubmissionData } from '#shared/domain/expert-submission';
import type { ExpertLanguagesTable, ExpertProfessionsTable, ExpertSkillsTable, ExpertSoftwaresTable } from './tables';

/** The parts of a profile kept as ordered rows of their own tables. */
export type ExpertLists = Pick<ExpertSubmissionData, 'languages' | 'profession' | 'skills' | 'softwares'>;

export const EXPERT_LIST_TABLES = ['expert_languages', 'expert_professions', 'expert_skills', 'expert_softwares'] as const;
export type ExpertListTable = (typeof EXPERT_LIST_TABLES)[number];

export interface ExpertListRows {
  expert_languages: Insertable<ExpertLanguagesTable>[];
  expert_professions: Insertable<ExpertProfessionsTable>[];
  expert_skills: Insertable<ExpertSkillsTable>[];
  expert_softwares: Insertable<ExpertSoftwaresTable>[];
}

/** The rows each list table holds for these lists (specialities and sub-skills without repeats). */
export function expertListRows(expertId: string, data: ExpertLists): ExpertListRows {
  return {
    expert_languages: data.languages.map((l, position) => ({
      expert_id: expertId,
      position,
      language: l.language,
      level: l.languageExperience,
    })),
    expert_professions: data.profession.map((p, position) => ({
      expert_id: expertId,
      position,
      profession: p.profession,
      from_year: p.fromYear,
      to_year: p.toYear,
      specialities_json: JSON.stringify([...new Set(p.professionSpecialties)]),
    })),
    expert_skills: data.skills.map((s, position) => ({
      expert_id: expertId,
      position,
      skill: s.skill,
      level: s.skillLevel,
      experience: s.experience,
      sub_skills_json: JSON.stringify([...new Set(s.subSkills)]),
    })),
    expert_softwares: data.softwares.map((software, position) => ({ expert_id: expertId, position, software })),
  };
}

/** Inserts the rows of the lists given (a list left out is not touched). */
export async function writeExpertLists(trx: Kysely<Database>, rows: Partial<ExpertListRows>): Promise<void> {
  if (rows.expert_languages?.length) await trx.insertInto('expert_languages').values(rows.expert_languages).execute();
  if (rows.expert_professions?.length) await trx.insertInto('expert_professions').values(rows.expert_professions).execute();
  if (rows.expert_skills?.length) await trx.insertInto('expert_skills').values(rows.expert_skills).execute();
  if (rows.expert_softwares?.length) await trx.insertInto('expert_softwares').values(rows.expert_softwares).execute();
}
