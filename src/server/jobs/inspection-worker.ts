// The upload check's own thread: pdf.js and image decoding of an untrusted file run here, under a heap
// limit and a time budget, never on the thread that answers requests. It loads no models, so it starts fast.
import { parentPort } from 'node:worker_threads';
import { AnalysisInputError } from '../analysis/analysis-error.ts';
import { inspectUpload, type InspectableMime } from '../analysis/upload/inspect-upload.ts';
import { WorkBudgetError } from '../analysis/upload/work-budget.ts';
import { loadPdfJs } from '../analysis/pdf/load-pdf.ts';
import { lowerThreadPriority, serveRequests } from './worker-thread.ts';

export type InspectionRequest = { id: number; mime: InspectableMime; bytes: Uint8Array };

const port = parentPort;
if (!port) throw new Error('inspection-worker must run in a worker thread');
lowerThreadPriority();
// pdf.js loads before the thread says it is ready, so its start-up never counts against a file's budget.
await loadPdfJs();

serveRequests<InspectionRequest>(
  port,
  (request) =>
    inspectUpload(request.mime, Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength)),
  (error) => (error instanceof WorkBudgetError ? 'budget' : error instanceof AnalysisInputError ? 'input' : 'error'),
);
