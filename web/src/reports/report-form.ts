/** The report form's choices and checks (docs/moderation.md), worded as the server's REASON_LABELS. */
import type { ReportInput } from './useReportContent';

export type ReportTargetType = ReportInput['targetType'];
export type ReportReason = ReportInput['reason'];

export const REPORT_REASONS: readonly { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'adult_violent', label: 'Adult or violent content' },
  { value: 'hate', label: 'Hate' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Something else' },
];

export const REPORT_DETAILS_MAX = 1000;
export const CHOOSE_A_REASON = 'Choose a reason.';
export const DETAILS_TOO_LONG = 'Details can be at most 1,000 characters.';

/** The dialog's title: 'Report this post', 'Report this member'... */
export const reportTitle = (targetType: ReportTargetType) => `Report this ${targetType}`;

export const detailsCounter = (details: string) => `${details.length}/${REPORT_DETAILS_MAX}`;

export interface ReportDraft {
  reason: ReportReason | null;
  details: string;
}

/** The mutation's input, or what is missing: a reason is required, details are optional (blank is none). */
export function reportInput(
  targetType: ReportTargetType,
  targetId: string,
  draft: ReportDraft,
): ReportInput | { problem: string } {
  if (!draft.reason) return { problem: CHOOSE_A_REASON };
  const details = draft.details.trim();
  if (details.length > REPORT_DETAILS_MAX) return { problem: DETAILS_TOO_LONG };
  return { targetType, targetId, reason: draft.reason, ...(details ? { details } : {}) };
}
