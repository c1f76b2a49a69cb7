import { documentSchema, type DocumentResource, type DocumentType } from '#shared/schemas/documents.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { ApiError } from '#client/lib/api.ts';

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * POSTs one file with XMLHttpRequest rather than fetch, because only XHR reports upload progress. A refusal is an
 * ApiError read through the shared error schema, like apiRequest's; the answer is parsed with the document schema.
 */
export function uploadFile(options: {
  applicationId: number;
  type: DocumentType;
  file: File;
  onProgress: (percent: number) => void;
}): Promise<DocumentResource> {
  const { applicationId, type, file, onProgress } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/applications/${applicationId}/documents`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        const parsed = documentSchema.safeParse(safeJson(xhr.responseText));
        if (parsed.success) resolve(parsed.data);
        else reject(ApiError.unreadable(xhr.status, 'The server sent an unreadable reply.'));
        return;
      }
      const error = apiErrorSchema.safeParse(safeJson(xhr.responseText));
      if (error.success) {
        const { code, message, ...details } = error.data;
        reject(new ApiError(xhr.status, code, message, details));
      } else reject(ApiError.unreadable(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'unavailable', 'The upload could not reach the server. Check your connection and try again.'),
      );
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));

    // The server reads `type` before `file`, so the field order matters.
    const body = new FormData();
    body.append('type', type);
    body.append('file', file);
    onProgress(0);
    xhr.send(body);
  });
}

const EXTENSION_MIME: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Some systems give no MIME type for a picked file; fall back to its extension for the pre-check. */
export function mimeTypeOf(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_MIME[ext] ?? '';
}
