// Runs inside a worker thread: models load once per thread and every analysis happens off the
// request path, so the API stays responsive while photos and scans are analysed.
import { parentPort } from 'node:worker_threads';
import type { DocumentType } from '#shared/schemas/documents.ts';
import { AnalysisInputError } from '../analysis/analysis-error.ts';
import { analyzeDocumentBytes, warmUpAnalysers, type AnalysisMime } from '../analysis/analyze-document.ts';
import { fixPhoto, type PaperSize, type PrintSpec } from '../analysis/photo/fix-photo.ts';
import { lowerThreadPriority, serveRequests } from './worker-thread.ts';

export type WorkerRequest =
  | { id: number; kind: 'warmup' }
  | { id: number; kind: 'analyze'; type: DocumentType; mime: AnalysisMime; bytes: Uint8Array; now: string }
  | { id: number; kind: 'fix-photo'; bytes: Uint8Array; print: PrintSpec; paper: PaperSize };

const port = parentPort;
if (!port) throw new Error('analysis-worker must run in a worker thread');
lowerThreadPriority();

serveRequests<WorkerRequest>(port, handle, (error) => (error instanceof AnalysisInputError ? 'input' : 'error'));

async function handle(request: WorkerRequest): Promise<unknown> {
  if (request.kind === 'warmup') {
    await warmUpAnalysers();
    return null;
  }
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  if (request.kind === 'fix-photo') {
    const fixed = await fixPhoto(bytes, { print: request.print, paper: request.paper });
    return { digital: new Uint8Array(fixed.digital), sheet: new Uint8Array(fixed.sheet) };
  }
  return analyzeDocumentBytes(request.type, bytes, request.mime, new Date(request.now));
}
