import { useState } from 'react';
import { z } from 'zod';
import type { AdminApplication } from '#shared/schemas/admin.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_FILTER_LABELS,
  STAFF_STATUS_OPTIONS,
  allowedTransitions,
  updateApplicationBodySchema,
} from '#shared/schemas/applications.ts';
import {
  DOCUMENT_TYPE_LABELS,
  documentStatusLabel,
  documentStatusTone,
  formatMegabytes,
} from '#shared/schemas/documents.ts';
import { Badge } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { SelectField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { formatDate } from '#client/lib/format-date.ts';

import { useZodForm } from '#client/lib/use-zod-form.ts';
import { StaffDocumentView } from './staff-document-view.tsx';
import { useApplicationDocuments, useUpdateStatus } from './use-admin.ts';

const statusChangeSchema = z.object({ status: updateApplicationBodySchema.shape.status.unwrap() });

/** 'Application #id Details': the facts, a status change limited to the allowed transitions, its documents. */
export function ApplicationDetailsDialog({
  application,
  onClose,
  onNotify,
}: {
  application: AdminApplication | null;
  onClose: () => void;
  onNotify: (id: number) => void;
}) {
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      title={application ? `Application #${application.id} Details` : ''}
    >
      {application && <DetailsBody key={application.id} application={application} onNotify={onNotify} />}
    </Dialog>
  );
}

function DetailsBody({ application, onNotify }: { application: AdminApplication; onNotify: (id: number) => void }) {
  const documents = useApplicationDocuments(application.id);
  const update = useUpdateStatus();
  const [openDocument, setOpenDocument] = useState<number | null>(null);
  const targets = allowedTransitions(application.status, 'staff').filter((s) => s !== application.status);
  const options = STAFF_STATUS_OPTIONS.filter((o) => targets.includes(o.value));

  // The same body the server takes, with a status that must be chosen.
  const form = useZodForm(statusChangeSchema);
  const changeStatus = form.handleSubmit(({ status }) =>
    update.mutate(
      { id: application.id, status },
      {
        onSuccess: () =>
          toast({
            title: 'Status updated',
            description: 'Application status has been updated successfully.',
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: 'Update failed',
            description: 'Failed to update application status.',
            variant: 'destructive',
          }),
        // Back to 'Choose a new status': the select starts a change, it does not hold one.
        onSettled: () => form.reset(),
      },
    ),
  );

  const docs = documents.data ?? [];
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <dt className="text-slate-600">ID</dt>
        <dd className="font-mono">#{application.id}</dd>
        <dt className="text-slate-600">User ID</dt>
        <dd>
          {application.userId} <span className="text-slate-600">({application.userEmail})</span>
        </dd>
        <dt className="text-slate-600">Type</dt>
        <dd>{APPLICATION_TYPE_FILTER_LABELS[application.type]}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>{APPLICATION_STATUS_LABELS[application.status]}</dd>
        <dt className="text-slate-600">Created</dt>
        <dd>{formatDate(application.createdAt)}</dd>
      </dl>

      {options.length > 0 ? (
        <form onSubmit={(event) => void changeStatus(event)} noValidate>
          <SelectField
            label="Update Status"
            disabled={update.isPending}
            options={[{ value: '', label: 'Choose a new status' }, ...options]}
            {...form.register('status', { onChange: () => void changeStatus() })}
          />
        </form>
      ) : (
        <p className="text-slate-700">
          {application.status === 'draft' || application.status === 'configured'
            ? 'The applicant has not submitted this application yet, so its status cannot be changed.'
            : 'No further status changes are possible.'}
        </p>
      )}
      <Button variant="outline" onClick={() => onNotify(application.id)}>
        Send Status Update
      </Button>

      <section aria-labelledby={`docs-${application.id}`}>
        <h3 id={`docs-${application.id}`} className="mb-2 font-semibold text-slate-900">
          Documents ({docs.length})
        </h3>
        {documents.isLoading && <p>Loading...</p>}
        {documents.isError && (
          <p role="alert" className="text-red-800">
            Failed to fetch documents
          </p>
        )}
        {documents.isSuccess && docs.length === 0 && <p className="text-slate-600">No documents uploaded yet.</p>}
        <ul className="space-y-2">
          {docs.map((d) => (
            <li key={d.id} className="rounded-md border border-slate-200 p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{d.originalName}</p>
                  <p className="text-slate-600">
                    {DOCUMENT_TYPE_LABELS[d.type]} · {formatMegabytes(d.size)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={documentStatusTone(d.status)}>{documentStatusLabel(d.status)}</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={openDocument === d.id}
                    onClick={() => setOpenDocument(openDocument === d.id ? null : d.id)}
                  >
                    {openDocument === d.id ? 'Hide' : 'Open'}
                  </Button>
                </div>
              </div>
              {openDocument === d.id && <StaffDocumentView document={d} />}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
