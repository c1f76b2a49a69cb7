import { Download } from 'lucide-react';
import { useState } from 'react';
import { PLANS } from '#shared/constants.ts';
import type { Application } from '#shared/schemas/applications.ts';
import { DOCUMENT_TYPE_LABELS, formatBytes } from '#shared/schemas/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/field.tsx';
import { useApplicationDocuments } from '#client/features/documents/use-documents.ts';
import { useDocumentDownload } from './use-downloads.ts';

/** Choose one of this application's documents and download it, decrypted, under its own name. */
export function SecureDownloadBody({ application, plan }: { application: Application; plan: 'pro' | 'express' }) {
  const documents = useApplicationDocuments(application.id);
  const docs = documents.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const download = useDocumentDownload(plan);
  const selected = docs.find((d) => d.id === chosen) ?? docs[0];
  if (documents.isLoading) return <p className="text-sm text-slate-700">Loading documents...</p>;
  if (docs.length === 0)
    return <p className="text-sm text-slate-700">This application has no documents to download yet.</p>;
  return (
    <div className="space-y-4">
      <SelectField
        label="Document"
        value={String(selected?.id ?? '')}
        onChange={(event) => setChosen(Number(event.target.value))}
        options={docs.map((d) => ({
          value: String(d.id),
          label: `${DOCUMENT_TYPE_LABELS[d.type]}: ${d.originalName} (${formatBytes(d.size)})`,
        }))}
      />
      {plan === 'express' && (
        <p className="text-sm text-slate-700">Available for {PLANS.express.storageMonths} months from upload.</p>
      )}
      <Button disabled={!selected || download.isPending} onClick={() => selected && download.mutate(selected)}>
        <Download className="size-4" aria-hidden /> {download.isPending ? 'Downloading...' : 'Download'}
      </Button>
    </div>
  );
}
