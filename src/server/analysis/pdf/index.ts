export { inspectPdf, type PdfInspection } from './inspect-pdf.ts';
export { extractPdfText } from './extract-pdf-text.ts';
export { rasterizePdf, type RasterizeOptions } from './rasterize-pdf.ts';
export { readPdfContent, type PdfContent, type ReadPdfOptions } from './read-pdf-content.ts';
export { MAX_PDF_PAGES } from './load-pdf.ts';
