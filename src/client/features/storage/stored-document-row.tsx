import { Download, FileText, Image as ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PlanId } from '#shared/constants.ts';
import { formatBytes } from '#shared/schemas/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, Card } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { formatDate } from '#client/lib/format-date.ts';
import { expiryOf, kindOf, storageStatus, type StoredDocument } from './storage-facts.ts';
import { storedDocumentName, useDeleteStoredDocument, useDownloadStoredDocument } from './use-stored-documents.ts';

/** The storage page shows its dates in en-US whatever the reader's locale (docs/product.md §5). */
const STORAGE_DATE_LOCALE = 'en-US';

/** One stored document: facts, Download, and delete behind a confirmation (it cannot be undone). */
export function StoredDocumentRow({ doc, plan }: { doc: StoredDocument; plan: PlanId }) {
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadStoredDocument();
  const remove = useDeleteStoredDocument();
  const name = storedDocumentName(doc);
  const kind = kindOf(doc.mimeType);
  const status = storageStatus(doc.status);
  const Icon = kind === 'Image' ? ImageIcon : FileText;
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="stored-document"
    >
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{name}</p>
          <p className="text-sm text-slate-700">
            {kind} · {formatBytes(doc.size)} · Uploaded {formatDate(doc.uploadedAt, STORAGE_DATE_LOCALE)} · Expires{' '}
            {formatDate(expiryOf(doc, plan), STORAGE_DATE_LOCALE)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate(doc)}>
          <Download className="size-4" aria-hidden /> Download<span className="sr-only"> {name}</span>
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={() => setConfirming(true)}>
          <Trash2 className="size-4 text-red-700" aria-hidden />
        </Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Delete this document?">
        <p className="text-slate-800">
          <span className="font-medium break-all">{name}</span> will be permanently deleted from secure storage and
          removed from its application. This cannot be undone.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(doc, { onSettled: () => setConfirming(false) })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete permanently'}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
