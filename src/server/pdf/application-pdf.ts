import { PDFDocument, StandardFonts, type PDFImage } from 'pdf-lib';
import { PRODUCT_NAME } from '#shared/constants.ts';
import {
  CHECKLIST_STATUS_LABELS,
  checklistStatus,
  documentFormWords,
  getFact,
  resolveApplicationCase,
  type ChecklistEntry,
  type RuleOverrides,
} from '#shared/case/index.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_LABELS,
  CONSULATE_LABELS,
  COUNTRY_LABELS,
  REASON_LABELS,
  type ApplicationConfig,
  type ApplicationStatus,
  type ApplicationType,
} from '#shared/schemas/applications.ts';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '#shared/schemas/documents.ts';
import { RENEWAL_FORM_LABELS, type RenewalFormField } from '#shared/schemas/renewal-form.ts';
import { COLORS, Flow, PAGE, wrapText } from './layout.ts';
import { toWinAnsi } from './win-ansi.ts';

export interface ApplicationPdfInput {
  readonly application: {
    readonly id: number | string;
    readonly type: ApplicationType;
    readonly status: ApplicationStatus;
    readonly createdAt: string;
  };
  readonly user: { readonly email: string; readonly name?: string | null };
  /** Saved renewal-form details (may be a partial draft). */
  readonly details: Partial<Record<RenewalFormField, string | null | undefined>> | null;
  readonly config: ApplicationConfig | null;
  /** Staff's edits to the case rules, laid over the shipped data like on every screen. */
  readonly ruleOverrides?: RuleOverrides;
  readonly documents: readonly {
    readonly type: DocumentType;
    readonly originalName: string;
    readonly status: string;
  }[];
  /** The decrypted passport photo (JPEG or PNG bytes), placed in the photo box. */
  readonly photo?: Uint8Array | null;
  /** Points to fix or wait for before the appointment (the open problems), listed on the PDF. */
  readonly warnings?: readonly string[];
  /** The status sentence the PDF leads with ("Ready for your appointment" or how many things are left). */
  readonly headline?: { readonly text: string; readonly ready: boolean };
  /** Defaults to now; fixed in tests. */
  readonly generatedAt?: Date;
}

const MM = 72 / 25.4;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1990-04-03' -> '03 Apr 1990' (day-month order read the same way in India and abroad). */
function showDate(value: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return value && value.trim() !== '' ? value : null;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

function showTimestamp(d: Date): string {
  return `${showDate(d.toISOString())} ${d.toISOString().slice(11, 16)} UTC`;
}

async function embedPhoto(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
      return await doc.embedPng(bytes);
  } catch {
    // A photo that does not decode leaves the box empty for a printed photo; the PDF itself must not fail.
  }
  return null;
}

/** The printable application summary a service-centre clerk checks against the official form. */
export async function generateApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const generatedAt = input.generatedAt ?? new Date();
  const doc = await PDFDocument.create();
  const appTitle = `${APPLICATION_TYPE_LABELS[input.application.type]} - Application Summary`;
  doc.setTitle(toWinAnsi(appTitle).text);
  doc.setSubject(toWinAnsi(`Application ${input.application.id}`).text);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreationDate(generatedAt);

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = new Flow(doc, fonts);
  const d = input.details ?? {};
  const cfg = input.config;
  const today = generatedAt.toISOString().slice(0, 10);
  // The one resolver every screen uses (docs/decisions/0035-case-rules.md): documents, mission and photo size.
  const caseResult = resolveApplicationCase(
    { type: input.application.type, config: cfg, details: { passportExpiryDate: d.passportExpiryDate ?? undefined } },
    today,
    input.ruleOverrides,
  );

  // Header --------------------------------------------------------------------------------------------------
  flow.text('INDIAN PASSPORT SERVICES ABROAD', PAGE.margin, flow.y - 10, { size: 8, bold: true, color: COLORS.muted });
  flow.y -= 14;
  flow.paragraph(appTitle, { size: 16, bold: true, color: COLORS.accent, width: flow.contentWidth - 170 });
  flow.y -= 6;

  // The mission's print size; before step 1, the general size for applications made abroad.
  const printSize = caseResult?.photo.print ?? generalPrintSize(today);
  const boxW = printSize.widthMm * MM;
  const boxH = printSize.heightMm * MM;
  const boxX = PAGE.width - PAGE.margin - boxW;
  const boxTop = PAGE.height - PAGE.margin;
  flow.page.drawRectangle({
    x: boxX,
    y: boxTop - boxH,
    width: boxW,
    height: boxH,
    borderColor: COLORS.text,
    borderWidth: 0.8,
  });
  const photo = input.photo ? await embedPhoto(doc, input.photo) : null;
  if (photo) {
    const scale = Math.min((boxW - 4) / photo.width, (boxH - 4) / photo.height);
    const w = photo.width * scale;
    const h = photo.height * scale;
    flow.page.drawImage(photo, { x: boxX + (boxW - w) / 2, y: boxTop - boxH + (boxH - h) / 2, width: w, height: h });
  } else {
    const lines = ['Affix a recent photo', printSize.label, 'white background', 'Do not staple'];
    lines.forEach((l, i) => flow.text(l, boxX + 8, boxTop - boxH / 2 + 18 - i * 12, { size: 8, color: COLORS.muted }));
  }

  const metaWidth = flow.contentWidth - boxW - 16;
  const meta: [string, string | null][] = [
    ['Application ID', String(input.application.id)],
    ['Application type', APPLICATION_TYPE_LABELS[input.application.type]],
    ['Status', APPLICATION_STATUS_LABELS[input.application.status]],
    ['Started', showDate(input.application.createdAt)],
    ['Generated', showTimestamp(generatedAt)],
    ['Account e-mail', input.user.email],
  ];
  for (const [label, value] of meta) flow.field(label, value, { width: metaWidth, labelWidth: 110 });
  flow.y = Math.min(flow.y, boxTop - boxH) - 4;
  if (input.headline) {
    flow.y -= 4;
    flow.paragraph(input.headline.text, {
      size: 12,
      bold: true,
      color: input.headline.ready ? COLORS.green : COLORS.red,
    });
  }

  const lossy = (Object.entries(d) as [RenewalFormField, string | null | undefined][])
    .filter(([, v]) => typeof v === 'string' && toWinAnsi(v).lossy)
    .map(([k]) => RENEWAL_FORM_LABELS[k]);
  if (lossy.length > 0) {
    flow.y -= 6;
    flow.paragraph(
      `Some characters could not be printed (shown as ?) in: ${lossy.join(', ')}. Fill these in English (Latin letters) exactly as in your passport before you submit.`,
      { size: 9, bold: true, color: COLORS.red },
    );
  }

  // Applicant ---------------------------------------------------------------------------------------------
  flow.heading('1. Applicant details');
  const personal: RenewalFormField[] = [
    'fullName',
    'fatherName',
    'motherName',
    'dateOfBirth',
    'placeOfBirth',
    'emergencyContact',
  ];
  for (const f of personal) flow.field(RENEWAL_FORM_LABELS[f], f === 'dateOfBirth' ? showDate(d[f]) : d[f]);

  flow.heading('2. Addresses');
  flow.field(RENEWAL_FORM_LABELS.currentAddress, d.currentAddress);
  flow.field(RENEWAL_FORM_LABELS.permanentAddress, d.permanentAddress);

  flow.heading('3. Previous passport');
  flow.field(RENEWAL_FORM_LABELS.passportNumber, d.passportNumber);
  flow.field(RENEWAL_FORM_LABELS.passportIssueDate, showDate(d.passportIssueDate));
  flow.field(RENEWAL_FORM_LABELS.passportExpiryDate, showDate(d.passportExpiryDate));

  flow.heading('4. Where and why');
  if (cfg) {
    const timeline = caseResult?.fees.timelineSurcharge;
    flow.field('Country of residence', COUNTRY_LABELS[cfg.countryOfResidence]);
    flow.field('Consulate / mission', caseResult?.mission?.name ?? CONSULATE_LABELS[cfg.consulate]);
    if (input.application.type === 'renewal') flow.field('Reason', REASON_LABELS[cfg.reason]);
    if (caseResult) flow.field('Service', caseResult.wording.service);
    if (timeline) {
      flow.field('Processing timeline', `${timeline.label}, ${timeline.note} (estimate; the centre confirms)`);
    }
    flow.field(
      'Notifications',
      [cfg.emailNotifications ? 'E-mail' : null, cfg.smsNotifications ? 'SMS' : null].filter(Boolean).join(', ') ||
        'None',
    );
  } else {
    flow.paragraph('Step 1 (country, consulate, reason and timeline) has not been completed.', { color: COLORS.muted });
  }

  // Checklist ---------------------------------------------------------------------------------------------
  flow.heading('5. Documents to bring');
  const entries: ChecklistEntry[] = caseResult ? checklistStatus(caseResult.documents, input.documents) : [];
  if (!caseResult) {
    flow.paragraph('Complete step 1 for the personalised checklist.', { color: COLORS.muted });
    for (const doc of input.documents) {
      flow.paragraph(`- ${DOCUMENT_TYPE_LABELS[doc.type]}: ${doc.originalName}`, { size: 9.5, gap: 2 });
    }
  }
  if (!caseResult && input.documents.length === 0) {
    flow.paragraph('No documents uploaded yet.', { color: COLORS.muted });
  }
  for (const entry of entries) drawChecklistEntry(flow, entry, input.documents);

  if (input.warnings && input.warnings.length > 0) {
    flow.heading('6. To fix before your appointment');
    for (const w of input.warnings) flow.paragraph(`- ${w}`, { size: 9.5, gap: 2 });
  }

  // Declaration and signature -----------------------------------------------------------------------------
  flow.heading(input.warnings && input.warnings.length > 0 ? '7. Declaration' : '6. Declaration');
  flow.paragraph(
    'I confirm that the information above is true and complete to the best of my knowledge. I understand that this summary accompanies the official application form and does not replace it.',
    { size: 9.5 },
  );
  flow.ensure(90);
  flow.y -= 14;
  const sigW = flow.contentWidth * 0.55;
  const dateW = flow.contentWidth - sigW - 12;
  const boxY = flow.y - 60;
  flow.page.drawRectangle({
    x: PAGE.margin,
    y: boxY,
    width: sigW,
    height: 60,
    borderColor: COLORS.text,
    borderWidth: 0.8,
  });
  flow.page.drawRectangle({
    x: PAGE.margin + sigW + 12,
    y: boxY,
    width: dateW,
    height: 60,
    borderColor: COLORS.text,
    borderWidth: 0.8,
  });
  flow.text('Signature of applicant (keep inside the box)', PAGE.margin, boxY - 11, { size: 8, color: COLORS.muted });
  flow.text('Date and place', PAGE.margin + sigW + 12, boxY - 11, { size: 8, color: COLORS.muted });
  flow.y = boxY - 20;

  // Footer on every page ------------------------------------------------------------------------------------
  const pages = doc.getPages();
  const footerLeft = toWinAnsi(
    `Application ${input.application.id} - ${PRODUCT_NAME} - generated ${showTimestamp(generatedAt)}`,
  ).text;
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    page.drawLine({
      start: { x: PAGE.margin, y: PAGE.margin + 14 },
      end: { x: PAGE.width - PAGE.margin, y: PAGE.margin + 14 },
      thickness: 0.4,
      color: COLORS.rule,
    });
    const left = wrapText(footerLeft, fonts.regular, 7.5, flow.contentWidth - 80)[0] ?? '';
    page.drawText(left, { x: PAGE.margin, y: PAGE.margin, size: 7.5, font: fonts.regular, color: COLORS.muted });
    const w = fonts.regular.widthOfTextAtSize(label, 7.5);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - w,
      y: PAGE.margin,
      size: 7.5,
      font: fonts.regular,
      color: COLORS.muted,
    });
  });

  return doc.save();
}

function drawChecklistEntry(flow: Flow, entry: ChecklistEntry, documents: ApplicationPdfInput['documents']): void {
  const { document: item } = entry;
  const status = CHECKLIST_STATUS_LABELS[entry.status];
  const color =
    entry.status === 'verified'
      ? COLORS.green
      : entry.status === 'failed' || (entry.status === 'missing' && item.required)
        ? COLORS.red
        : entry.status === 'uploaded'
          ? COLORS.amber
          : COLORS.muted;
  const statusWidth = 100;
  const x = PAGE.margin;
  const textX = x + 18;
  const textWidth = flow.contentWidth - 18 - statusWidth;
  const title = item.annexure ? `${item.title} (Annexure ${item.annexure.letter})` : item.title;
  const labelLines = wrapText(
    item.required || /\bif\b/i.test(title) ? title : `${title} (if applicable)`,
    flow.fonts.bold,
    10,
    textWidth,
  );
  flow.ensure(labelLines.length * 13.5 + 14);
  const top = flow.y;
  flow.page.drawRectangle({ x, y: top - 12, width: 9, height: 9, borderColor: COLORS.text, borderWidth: 0.7 });
  flow.text(status, PAGE.width - PAGE.margin - flow.fonts.bold.widthOfTextAtSize(toWinAnsi(status).text, 9), top - 11, {
    size: 9,
    bold: true,
    color,
  });
  for (const line of labelLines) {
    flow.y -= 13.5;
    flow.text(line, textX, flow.y + 3, { size: 10, bold: true });
  }
  const file = item.uploadSlot ? documents.find((doc) => doc.type === item.uploadSlot) : undefined;
  const parts = [
    item.purpose,
    `${documentFormWords(item)}.`,
    item.condition ? `If: ${item.condition}` : null,
    file ? `Uploaded file: ${file.originalName}` : null,
    `Source: ${item.source.title}, checked on ${showDate(item.checkedOn)}.`,
  ];
  flow.paragraph(parts.filter(Boolean).join(' '), {
    x: textX,
    width: textWidth,
    size: 8.5,
    color: COLORS.muted,
    gap: 6,
  });
}

function generalPrintSize(today: string): { widthMm: number; heightMm: number; label: string } {
  const sizes = getFact('photo.print-sizes', today).value;
  const abroad = sizes.find((size) => size.id === 'abroad') ?? sizes[0];
  if (!abroad) throw new Error('general-facts needs a photo print size');
  return abroad;
}
