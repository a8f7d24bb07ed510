/** An expert's profile; one per user at most (expert spec section 3). Private: names and phone. */
export interface ExpertProfilesTable {
  id: string;
  user_id: string;
  user_name: string;
  first_name: string;
  last_name: string;
  display_name: string;
  profile_picture: string | null;
  description: string;
  /** Credits per hour, whole credits (the search filter buckets are in credits; migration 1050); null when not given. */
  hourly_rate: number | null;
  phone_country: string;
  phone_country_code: string;
  /** Taken from the verified Firebase phone token, never from the client. */
  phone_number: string;
  phone_verified_at: string;
  strengths_json: string;
  created_at: string;
  updated_at: string;
}

export interface ExpertLanguagesTable {
  expert_id: string;
  position: number;
  language: string;
  level: string;
}

export interface ExpertSkillsTable {
  expert_id: string;
  position: number;
  skill: string;
  level: string;
  experience: string;
  sub_skills_json: string;
}

export interface ExpertSoftwaresTable {
  expert_id: string;
  position: number;
  software: string;
}

export interface ExpertProfessionsTable {
  expert_id: string;
  position: number;
  profession: string;
  from_year: string;
  /** A year or 'Present'. */
  to_year: string;
  specialities_json: string;
}
