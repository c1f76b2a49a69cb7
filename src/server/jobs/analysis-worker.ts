// Runs inside a worker thread: models load once per thread and every analysis happens off the
// request path, so the API stays responsive while photos and scans are analysed.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { DocumentType } from '#shared/schemas/documents.ts';
import { AnalysisInputError } from '../analysis/analysis-error.ts';
import { analyzeDocumentBytes, warmUpAnalysers, type AnalysisMime } from '../analysis/analyze-document.ts';
import { fixPhoto } from '../analysis/photo/fix-photo.ts';

export type WorkerRequest =
  | { id: number; kind: 'warmup' }
  | { id: number; kind: 'analyze'; type: DocumentType; mime: AnalysisMime; bytes: Uint8Array; now: string }
  | { id: number; kind: 'fix-photo'; bytes: Uint8Array; printSize: '2x2' | '35x45' };

export type WorkerResponse =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string; inputError: boolean };

const port = parentPort;
if (!port) throw new Error('analysis-worker must run in a worker thread');

/**
 * On Linux a thread has its own nice value, inherited by the threads it starts (the OCR engines'): lowering
 * this one keeps the API's thread first in line for the CPU while analyses run.
 */
function lowerThreadPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid)) os.setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: analyses simply share the CPU evenly.
  }
}
lowerThreadPriority();

port.on('message', (request: WorkerRequest) => {
  void handle(request).then((response) => port.postMessage(response));
});

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  try {
    if (request.kind === 'warmup') {
      await warmUpAnalysers();
      return { id: request.id, ok: true, result: null };
    }
    const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    if (request.kind === 'fix-photo') {
      const fixed = await fixPhoto(bytes, { printSize: request.printSize });
      return {
        id: request.id,
        ok: true,
        result: { digital: new Uint8Array(fixed.digital), sheet: new Uint8Array(fixed.sheet) },
      };
    }
    const result = await analyzeDocumentBytes(request.type, bytes, request.mime, new Date(request.now));
    return { id: request.id, ok: true, result };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      inputError: error instanceof AnalysisInputError,
    };
  }
}
