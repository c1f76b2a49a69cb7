import type { AdminApplication } from '#shared/schemas/admin.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_FILTER_LABELS,
  type ApplicationStatus,
} from '#shared/schemas/applications.ts';
import type { PlanId } from '#shared/constants.ts';
import { toApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';

type AdminRow = ApplicationRow & { user_email: string; user_plan: string; document_count: number | string | null };

/** The list leaves out the form details: staff open one application to see them. */
export function toAdminApplication(row: AdminRow): AdminApplication {
  return {
    ...toApplication(row),
    userEmail: row.user_email,
    userPlan: row.user_plan as PlanId,
    documentCount: Number(row.document_count ?? 0),
  };
}

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS = [
  'ID',
  'User ID',
  'User Email',
  'Plan',
  'Type',
  'Status',
  'Manual Review',
  'Priority',
  'Documents',
  'Created',
  'Last Updated',
];

export function applicationsCsv(rows: AdminRow[]): string {
  const lines = rows.map((r) =>
    [
      r.id,
      r.user_id,
      r.user_email,
      r.user_plan,
      APPLICATION_TYPE_FILTER_LABELS[r.type === 'renewal' ? 'renewal' : 'new'],
      APPLICATION_STATUS_LABELS[r.status as ApplicationStatus] ?? r.status,
      r.manual_review_status,
      r.priority_processing === 1 ? 'yes' : 'no',
      Number(r.document_count ?? 0),
      r.created_at,
      r.updated_at,
    ]
      .map(csvCell)
      .join(','),
  );
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
