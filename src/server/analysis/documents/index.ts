export { analyzeAddressProof } from './analyze-address-proof.ts';
export { analyzeApplicationForm } from './analyze-application-form.ts';
export type { DocumentMime } from './read-document-text.ts';
