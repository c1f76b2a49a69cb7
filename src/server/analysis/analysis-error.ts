/**
 * Thrown by an analyser when the input itself is unusable (does not decode, too large in pixels,
 * password-protected, blank...). The message is shown to the user as is, so it must say what to do.
 */
export class AnalysisInputError extends Error {
  override readonly name = 'AnalysisInputError';
}
