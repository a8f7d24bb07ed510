/**
 * An expert's availability, one row per expert who saved it; an expert without a row
 * is bookable in the default hours of a new expert (UNSAVED_AVAILABILITY). The weekly hours, dates off and extra dates
 * are JSON in the shapes of shared/domain/availability.
 */
export interface ExpertAvailabilityTable {
  expert_id: string;
  time_zone: string;
  weekly_json: string;
  dates_off_json: string;
  extra_dates_json: string;
  notice_hours: number;
  buffer_minutes: number;
  /** null: no daily cap. */
  max_per_day: number | null;
  horizon_days: number;
  updated_at: string;
}

/** The secret token of an expert's calendar feed; rotating replaces it, so the old URL stops working. */
export interface CalendarFeedsTable {
  expert_id: string;
  token: string;
  created_at: string;
}
