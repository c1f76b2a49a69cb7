import type { DocumentResource, DocumentType } from '#shared/schemas/documents.ts';

/**
 * POSTs one file with XMLHttpRequest rather than fetch, because only XHR reports upload progress.
 * Errors read like apiRequest's (`STATUS: body`) so errorMessage/errorStatus work on them.
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
        try {
          resolve(JSON.parse(xhr.responseText) as DocumentResource);
        } catch {
          reject(new Error(`${xhr.status}: The server sent an unreadable reply.`));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () =>
      reject(new Error('The upload could not reach the server. Check your connection and try again.'));
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
