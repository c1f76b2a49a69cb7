import { BUDDY_ANCHORS } from '#shared/schemas/buddy.ts';
import { FileText, Trash2, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  checkUploadCandidate,
  documentStatusLabel,
  documentStatusTone,
  formatBytes,
  PENDING_UPLOAD_LABEL,
  truncateFileName,
  type DocumentResource,
  type UploadSlot,
} from '#shared/schemas/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, Card, ProgressBar } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { cn } from '#client/lib/cn.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { mimeTypeOf } from './upload-file.ts';
import { useDeleteDocument, useUploadDocument } from './use-documents.ts';

const SLOT_RING = { green: 'ring-green-600', red: 'ring-red-600', yellow: 'ring-amber-400' } as const;

interface DocumentSlotCardProps {
  applicationId: number;
  slot: UploadSlot;
  /** What this case needs from the slot (uploadSlotsForCase); unsaid before step 1. */
  requirement?: 'required' | 'optional' | 'not_used' | undefined;
  document: DocumentResource | undefined;
}

const REQUIREMENT_WORDS = {
  required: 'Required for your case',
  optional: 'Optional for your case',
  not_used: 'Not needed for your case',
} as const;

/** One upload slot: pick or drop a file, watch it upload, then see its status, errors and actions. */
export function DocumentSlotCard({ applicationId, slot, requirement, document }: DocumentSlotCardProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const upload = useUploadDocument(applicationId);
  const remove = useDeleteDocument(applicationId);
  const uploading = upload.isPending;
  // Why a file failed is paid analysis: without access the slot only says that it did.
  const hasAccess = useAuth().user?.hasAccess ?? false;

  const start = (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = checkUploadCandidate(slot, { size: file.size, mimeType: mimeTypeOf(file) });
    setRejection(problem);
    if (problem) {
      toast({ title: 'Upload failed', description: problem, variant: 'destructive' });
      return;
    }
    upload.mutate({ type: slot.type, file });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  // Spec: the slot is green when verified, red when failed, yellow otherwise; a file refused before upload is red.
  const tone = rejection ? 'red' : documentStatusTone(document?.status ?? 'pending');
  return (
    <Card
      id={BUDDY_ANCHORS.slot(slot.type)}
      tabIndex={-1}
      data-testid={`slot-${slot.type}`}
      data-tone={tone}
      className={cn('flex flex-col gap-3 p-4 ring-2 sm:p-5', SLOT_RING[tone])}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-slate-900">{slot.label}</h3>
          <p className="text-sm text-slate-700">{slot.description}</p>
          {requirement && (
            <p className="text-xs font-medium text-slate-800" data-testid={`slot-${slot.type}-requirement`}>
              {REQUIREMENT_WORDS[requirement]}
            </p>
          )}
          <p className="text-xs text-slate-700">
            Accepted: {slot.formatsLabel} · Max {formatBytes(slot.maxBytes)}
          </p>
        </div>
        <span aria-live="polite">
          {document ? (
            <Badge tone={documentStatusTone(document.status)}>{documentStatusLabel(document.status)}</Badge>
          ) : (
            <Badge tone="yellow">{PENDING_UPLOAD_LABEL}</Badge>
          )}
        </span>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={slot.accept}
          className="peer sr-only"
          disabled={uploading}
          aria-describedby={rejection ? errorId : undefined}
          onChange={(event) => {
            start(event.target.files?.[0]);
            // Let the same file be picked again after a failure.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm text-slate-700 transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
            uploading && 'cursor-wait opacity-70',
          )}
        >
          <UploadCloud className="size-6 text-brand-700" aria-hidden />
          <span className="font-medium text-slate-900">Upload {slot.label}</span>
          <span aria-hidden>
            {document
              ? 'Drop a new file here to replace it, or click to choose'
              : 'Drop a file here, or click to choose'}
          </span>
        </label>
      </div>

      {rejection && (
        <p id={errorId} className="text-sm text-red-700">
          {rejection}
        </p>
      )}

      {uploading && (
        <div className="space-y-1">
          <ProgressBar value={upload.progress ?? 0} label={`Uploading ${slot.label}`} />
          <p className="text-xs text-slate-700">Uploading… {upload.progress ?? 0}%</p>
        </div>
      )}

      {document && (
        <div className="space-y-2 rounded-lg bg-slate-50 p-3">
          <div className="flex items-center gap-2">
            <FileText className="size-5 shrink-0 text-slate-700" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="break-all text-sm font-medium text-slate-900" title={document.originalName}>
                {truncateFileName(document.originalName)}
              </p>
              <p className="text-xs text-slate-700">{formatBytes(document.size)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${document.originalName}`}
              disabled={remove.isPending || uploading}
              onClick={() => remove.mutate(document.id)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
          {document.status === 'failed' && (
            <div className="space-y-2">
              {!hasAccess && (
                <p className="text-sm text-slate-800">
                  The analysis found issues with this file. Unlock AI analysis results to see what to fix.
                </p>
              )}
              {hasAccess && document.verificationErrors.length > 0 && (
                <ul className="list-disc space-y-1 pl-5 text-sm text-red-800">
                  {document.verificationErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              <Button variant="outline" size="sm" disabled={uploading} onClick={() => inputRef.current?.click()}>
                Replace Document
              </Button>
            </div>
          )}
        </div>
      )}

      {/* Failures are announced by the toast; the badge above announces the analysis status. */}
      <p className="sr-only" aria-live="polite">
        {uploading ? `Uploading ${slot.label}` : ''}
      </p>
    </Card>
  );
}
