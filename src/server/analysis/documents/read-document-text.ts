import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { recognizeText } from '#server/analysis/ocr/recognize-text.ts';
import { readPdfContent } from '#server/analysis/pdf/read-pdf-content.ts';

export type DocumentMime = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface DocumentText {
  text: string;
  source: 'text_layer' | 'ocr';
  pages: number;
  /** 1 for a text layer; tesseract's mean word confidence for OCR. */
  readingConfidence: number;
  hasJavaScript: boolean;
  fields: Record<string, string>;
}

export interface ReadDocumentOptions {
  /** Pages OCR'd when a PDF has no text layer; OCR costs about a second per page. */
  maxOcrPages: number;
  withFields?: boolean;
}

/** Text of an uploaded PDF or image: the PDF text layer when present, else OCR. */
export async function readDocumentText(
  bytes: Buffer,
  mime: DocumentMime,
  options: ReadDocumentOptions,
): Promise<DocumentText> {
  if (mime === 'application/pdf') {
    if (!looksLikePdf(bytes)) {
      throw new AnalysisInputError('This file is not a PDF. Upload the document as a PDF, JPEG or PNG.');
    }
    const content = await readPdfContent(bytes, { maxPages: 5, withFields: options.withFields });
    if (content.text !== null) {
      return {
        text: content.text,
        source: 'text_layer',
        pages: content.pages,
        readingConfidence: 1,
        hasJavaScript: content.hasJavaScript,
        fields: content.fields,
      };
    }
    const ocr = await ocrImages(content.images.slice(0, options.maxOcrPages));
    return { ...ocr, pages: content.pages, hasJavaScript: content.hasJavaScript, fields: content.fields };
  }
  const ocr = await ocrImages([bytes]);
  return { ...ocr, pages: 1, hasJavaScript: false, fields: {} };
}

async function ocrImages(images: Buffer[]): Promise<Pick<DocumentText, 'text' | 'source' | 'readingConfidence'>> {
  const texts: string[] = [];
  let confidence = 0;
  let read = 0;
  for (const image of images) {
    const result = await recognizeText(image);
    if (result.blank) continue;
    texts.push(result.text);
    confidence += result.confidence;
    read++;
  }
  return { text: texts.join('\n\n'), source: 'ocr', readingConfidence: read ? confidence / read : 0 };
}

function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes('%PDF-');
}
