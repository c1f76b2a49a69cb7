export { getOcrWorker, warmUpOcr, terminateOcr } from './ocr-worker.ts';
export { preprocessForOcr, type PreparedImage } from './preprocess-image.ts';
export { recognizeText, type OcrResult } from './recognize-text.ts';
