import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import type { CaseUploadSlot } from '#shared/case/index.ts';
import { UPLOAD_SLOTS } from '#shared/schemas/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { DocumentSlotCard } from './document-slot-card.tsx';
import { useApplicationDocuments } from './use-documents.ts';

export interface DocumentUploadPanelProps {
  applicationId: number;
  /** The slots as this case needs them (uploadSlotsForCase); the spec's five when not given. */
  slots?: readonly CaseUploadSlot[];
  onProceed: () => void;
  onSaveDraft?: () => void;
  onBack?: () => void;
}

/** Step 2: the five upload slots and the buttons to move on. */
export function DocumentUploadPanel({
  applicationId,
  slots,
  onProceed,
  onSaveDraft,
  onBack,
}: DocumentUploadPanelProps) {
  const documents = useApplicationDocuments(applicationId);
  const list = documents.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Document Upload</CardTitle>
        <p className="text-sm text-slate-700">
          Upload each document into its slot. One file per slot; uploading again replaces the file.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {documents.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            Your documents could not be loaded: {errorMessage(documents.error)}
          </p>
        )}
        {documents.isLoading ? (
          <p role="status" className="text-sm text-slate-700">
            Loading your documents...
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {(slots && slots.length > 0
              ? slots
              : UPLOAD_SLOTS.map((slot) => ({ ...slot, requirement: undefined }))
            ).map((slot) => (
              <DocumentSlotCard
                key={slot.type}
                applicationId={applicationId}
                slot={slot}
                requirement={slot.requirement}
                document={list.find((d) => d.type === slot.type)}
              />
            ))}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? (
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft className="size-4" aria-hidden />
              Back
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={onSaveDraft}>
              <Save className="size-4" aria-hidden />
              Save Draft
            </Button>
            <Button data-main-action onClick={onProceed} disabled={list.length === 0}>
              Proceed to AI Verification
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
