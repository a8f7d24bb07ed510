import type { ReportTargetKind } from '#shared/domain/reports';

/** What a Report button reports: the kind and its id (an expert by their page's name). */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
}
