import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { analysisRows } from '#shared/domain/analysis-rows.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_LABELS,
  MANUAL_REVIEW_STATUS_LABELS,
  REVIEW_VERDICT_LABELS,
  type Application,
} from '#shared/schemas/applications.ts';
import { DOCUMENT_TYPE_LABELS, documentStatusLabel, type DocumentType } from '#shared/schemas/documents.ts';
import type { Db } from '../../db/connect.ts';
import { Flow } from '../../pdf/layout.ts';
import { toApplication } from '../../repositories/applications.repository.ts';
import { listApplicationDocuments } from '../../repositories/documents.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requireOwnedApplication } from '../applications/require-owned-application.ts';
import { requirePlan } from '../plans/require-plan.ts';

export interface ReportSection {
  title: string;
  rows: [label: string, value: string][];
}

const docLabel = (type: string) => DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type;

function reviewSection(app: Application): ReportSection {
  const rows: [string, string][] = [['Review status', MANUAL_REVIEW_STATUS_LABELS[app.manualReviewStatus]]];
  if (app.reviewKind) rows.push(['Review kind', app.reviewKind === 'expert' ? 'Expert review' : 'Manual review']);
  if (app.manualReviewRequestedAt) rows.push(['Requested', app.manualReviewRequestedAt]);
  rows.push(['Your notes', app.manualReviewNotes ?? 'None']);
  if (app.reviewerAssigned) rows.push(['Reviewer', app.reviewerAssigned]);
  if (app.reviewVerdict) rows.push(['Verdict', REVIEW_VERDICT_LABELS[app.reviewVerdict]]);
  if (app.reviewFeedback) rows.push(['Reviewer feedback', app.reviewFeedback]);
  if (app.reviewCompletedAt) rows.push(['Completed', app.reviewCompletedAt]);
  return { title: 'Manual Review', rows };
}

/** The report's content from the application's real documents and review (docs/product.md §4, §9). */
export async function buildDetailedReport(
  db: Db,
  user: UserRow,
  id: number,
): Promise<{ id: number; sections: ReportSection[] }> {
  const app = toApplication(await requireOwnedApplication(db, user.id, id));
  requirePlan(user, ['pro', 'express']);
  const docs = await listApplicationDocuments(db, id);
  const sections: ReportSection[] = [
    {
      title: 'Application',
      rows: [
        ['Application ID', String(app.id)],
        ['Type', APPLICATION_TYPE_LABELS[app.type]],
        ['Status', APPLICATION_STATUS_LABELS[app.status]],
        ['Created', app.createdAt],
        ['Last updated', app.updatedAt],
        ['Priority processing', app.priorityProcessing ? 'Enabled' : 'Off'],
      ],
    },
  ];
  if (docs.length === 0) sections.push({ title: 'Documents', rows: [['Documents', 'None uploaded']] });
  for (const doc of docs) {
    const rows: [string, string][] = [
      ['File', doc.original_name],
      ['Status', documentStatusLabel(doc.status)],
    ];
    const analysis = doc.ai_analysis ? (JSON.parse(doc.ai_analysis) as unknown) : null;
    for (const row of analysisRows(analysis)) {
      rows.push([row.label, row.detail ? `${row.value} (${row.detail})` : row.value]);
    }
    for (const reason of JSON.parse(doc.verification_errors) as string[]) rows.push(['Issue', reason]);
    if (doc.manual_review_notes) rows.push(['Reviewer notes', doc.manual_review_notes]);
    sections.push({ title: docLabel(doc.type), rows });
  }
  sections.push(reviewSection(app));
  return { id, sections };
}

export function reportText(report: { id: number; sections: ReportSection[] }, now: Date): string {
  const lines = [
    `${PRODUCT_NAME} - Passport Verification Report`,
    `Application #${report.id}`,
    `Generated ${now.toISOString()}`,
  ];
  for (const s of report.sections) {
    lines.push('', s.title.toUpperCase(), '-'.repeat(s.title.length));
    for (const [label, value] of s.rows) lines.push(`${label}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function reportPdf(report: { id: number; sections: ReportSection[] }, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Passport Verification Report ${report.id}`);
  doc.setCreator(PRODUCT_NAME);
  doc.setCreationDate(now);
  const flow = new Flow(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  flow.paragraph(`Passport Verification Report - Application #${report.id}`, { size: 16, bold: true, gap: 4 });
  flow.paragraph(`Generated ${now.toISOString()}`, { size: 9 });
  for (const s of report.sections) {
    flow.heading(s.title);
    for (const [label, value] of s.rows) flow.field(label, value);
  }
  return doc.save();
}
