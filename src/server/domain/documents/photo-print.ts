import { resolveCase } from '#shared/case/resolve-case.ts';
import type { PhotoPrintInfo } from '#shared/schemas/photo-analysis.ts';
import { PAPER_SIZES, type PaperSize } from '#shared/schemas/photo-analysis.ts';
import { PAPERS, printPixels, sheetLayout, type PrintSpec } from '../../analysis/photo/print-sheet.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import { findApplication, toApplication } from '../../repositories/applications.repository.ts';
import type { DocumentRow } from '../../repositories/documents.repository.ts';
import { resolveApplicationCase, todayIso } from '../case/application-case.ts';

/** "50 x 50 mm (5 x 5 cm)" -> "50x50mm": the size in a file name. */
function sizeSlug(label: string): string {
  const first = label.split('(')[0] ?? label;
  return (
    first
      .replace(/\s+/g, '')
      .replace(/[^A-Za-z0-9.]/g, '')
      .toLowerCase() || 'print'
  );
}

export function sheetFilename(print: PrintSpec, paper: PaperSize): string {
  return `passport-photo-sheet-${paper === '4x6' ? '4x6in' : 'a6'}-${sizeSlug(print.label)}.jpg`;
}

/**
 * The print size for the application a photo belongs to: the case rules' photo answer for its mission (with
 * staff's edits), or the size used abroad when step 1 has not named a mission yet.
 */
export async function photoPrintForDocument(
  db: Db,
  doc: DocumentRow,
): Promise<{ info: PhotoPrintInfo; spec: PrintSpec }> {
  const row = await findApplication(db, doc.application_id);
  if (!row) throw notFound('Application');
  const app = toApplication(row);
  const today = todayIso();
  const found = await resolveApplicationCase(db, app, today);
  const result =
    found.result ??
    resolveCase(
      // Before step 1: no mission, so the general size used abroad (the photo does not depend on the rest).
      { applicationType: 'new', ageGroup: 'adult', countryOfResidence: 'OTHER' },
      { today, overrides: found.overrides },
    );
  const { print } = result.photo;
  const spec: PrintSpec = { widthMm: print.widthMm, heightMm: print.heightMm, label: print.label };
  const px = printPixels(spec);
  return {
    spec,
    info: {
      mission: result.mission ? { id: result.mission.id, name: result.mission.name } : null,
      print: {
        label: print.label,
        widthMm: print.widthMm,
        heightMm: print.heightMm,
        widthPx: px.width,
        heightPx: px.height,
        checkedOn: print.checkedOn,
        source: { title: print.source.title, url: print.source.url },
        confirmWithMission: print.confirmWithMission,
      },
      sheets: PAPER_SIZES.map((paper) => ({
        paper,
        label: PAPERS[paper].label,
        widthPx: PAPERS[paper].width,
        heightPx: PAPERS[paper].height,
        prints: sheetLayout(px, paper).spots.length,
        filename: sheetFilename(spec, paper),
      })),
    },
  };
}
