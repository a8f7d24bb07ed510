export interface GigsTable {
  id: string;
  expert_id: string;
  title: string;
  category: string;
  sub_category: string;
  description: string;
  softwares_json: string;
  tags_json: string;
  /** Up to 2 public file paths (/files/…), each uploaded by this gig's expert. */
  gallery_json: string;
  active: number;
  /** Demo marketplace data from the seed, removable with one command. */
  is_demo: number;
  /** When an operator hid the gig (out of search, its page gone for everyone but its owner), and why; null: shown. */
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface GigPackagesTable {
  gig_id: string;
  tier: 'basic' | 'standard' | 'premium';
  title: string;
  description: string;
  credits: number;
  session_time: string;
  extra_time: string;
  number_of_sessions: string;
}
