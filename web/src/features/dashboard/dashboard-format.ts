import { codeLabels, LEAVE_STATUS, LEAVE_TYPE, PROJECT_STATUS, QUOTE_STATUS } from '@site/shared';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-03' -> 'Mar 2026'. */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : MONTH.format(date);
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  ...codeLabels(QUOTE_STATUS),
  ...codeLabels(PROJECT_STATUS),
};
/** A quote's or project's status as the API names it ('IN_PROGRESS') in words ('In Progress'). */
export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

export const LEAVE_TYPE_LABELS: Readonly<Record<string, string>> = /* @__PURE__ */ codeLabels(LEAVE_TYPE);
export const LEAVE_STATUS_LABELS: Readonly<Record<string, string>> = /* @__PURE__ */ codeLabels(LEAVE_STATUS);
