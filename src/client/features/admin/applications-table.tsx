import { Download, Eye, Mail, Search } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_STATUS_FILTERS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_FILTER_LABELS,
  applicationStatusTone,
} from '#shared/schemas/applications.ts';
import type { AdminApplicationsQuery } from '#shared/schemas/admin.ts';
import { Badge, Card, CardContent } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '#client/lib/api.ts';
import { saveBlob } from '#client/lib/save-blob.ts';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import { formatDate } from '#client/lib/format-date.ts';
import { Pager } from './pager.tsx';
import { useAdminUrl } from './use-admin-url.ts';
import { useAdminApplications, useSendNotification } from './use-admin.ts';

const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'new', label: APPLICATION_TYPE_FILTER_LABELS.new },
  { value: 'renewal', label: APPLICATION_TYPE_FILTER_LABELS.renewal },
];

/** The applications table: search and filters go to the server, which pages the rows (docs/decisions/0022-admin-and-reviews.md). */
export function ApplicationsTable() {
  const url = useAdminUrl();
  const { query } = url;
  const [selected, setSelected] = useState<number | null>(null);
  const list = useAdminApplications(query);
  const notify = useSendNotification();
  // A new search or filter starts again at page 1.
  const set = (patch: Partial<AdminApplicationsQuery>) => url.update({ ...patch, page: 1 });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / query.pageSize)) : 1;

  async function exportCsv() {
    try {
      const params = new URLSearchParams({ search: query.search, status: query.status, type: query.type });
      const res = await apiRequest('GET', `/api/admin/applications/export?${params.toString()}`);
      saveBlob(await res.blob(), `applications-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast({
        title: 'Export failed',
        description: errorMessage(error, 'Unable to export the applications.'),
        variant: 'destructive',
      });
    }
  }

  function sendNotification(applicationId: number) {
    notify.mutate(applicationId, {
      onSuccess: (result) =>
        toast({
          title: result.sent ? 'Notification sent' : 'Notification not sent',
          description: result.message,
          variant: result.sent ? 'success' : 'default',
        }),
      onError: (error) =>
        toast({ title: 'Notification failed', description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card>
      <CardContent className="space-y-4 p-4">
        <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto] md:items-end">
          <div className="relative">
            <TextField
              label="Search"
              type="search"
              placeholder="Search by application ID or user ID..."
              value={url.params.get('search') ?? ''}
              onChange={(e) => set({ search: e.target.value })}
            />
            <Search className="pointer-events-none absolute right-3 bottom-2.5 size-4 text-slate-500" aria-hidden />
          </div>
          <SelectField
            label="Status"
            options={ADMIN_STATUS_FILTERS}
            value={query.status}
            onChange={(e) => set({ status: e.target.value as AdminApplicationsQuery['status'] })}
          />
          <SelectField
            label="Type"
            options={TYPE_FILTERS}
            value={query.type}
            onChange={(e) => set({ type: e.target.value as AdminApplicationsQuery['type'] })}
          />
          <Button variant="outline" onClick={() => void exportCsv()}>
            <Download className="mr-2 size-4" aria-hidden />
            Export Data
          </Button>
        </div>

        {list.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(list.error, 'Failed to load applications.')}
          </p>
        )}
        <div className="md:overflow-x-auto">
          <table className="stacked-table stacked-cards w-full text-left text-sm md:min-w-[44rem]">
            <caption className="sr-only">Applications</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                {['ID', 'User ID', 'Type', 'Status', 'Created', 'Last Updated', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data?.items.map((a) => (
                <tr key={a.id} className="border-b border-slate-100" data-testid={`admin-row-${a.id}`}>
                  <td data-label="ID" className="px-2 py-2 font-mono">
                    #{a.id}
                  </td>
                  <td data-label="User ID" className="px-2 py-2">
                    {a.userId}
                  </td>
                  <td data-label="Type" className="px-2 py-2">
                    {APPLICATION_TYPE_FILTER_LABELS[a.type]}
                  </td>
                  <td data-label="Status" className="px-2 py-2">
                    <Badge tone={applicationStatusTone(a.status)}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
                  </td>
                  <td data-label="Created" className="px-2 py-2">
                    {formatDate(a.createdAt)}
                  </td>
                  <td data-label="Last Updated" className="px-2 py-2">
                    {formatDate(a.updatedAt)}
                  </td>
                  <td data-label="Actions" className="px-2 py-2">
                    <div className="flex gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`View application #${a.id}`}
                        data-main-action
                        onClick={() => setSelected(a.id)}
                      >
                        <Eye className="size-4" aria-hidden />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Send status notification for application #${a.id}`}
                        disabled={notify.isPending}
                        onClick={() => sendNotification(a.id)}
                      >
                        <Mail className="size-4" aria-hidden />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data && list.data.items.length === 0 && (
            <p className="py-6 text-center text-slate-600">No applications match these filters.</p>
          )}
        </div>
        <nav aria-label="Pages" className="flex items-center justify-between text-sm text-slate-700">
          <span>
            {list.data
              ? `${list.data.total.toLocaleString('en-US')} applications · page ${query.page} of ${pages}`
              : 'Loading...'}
          </span>
          <Pager page={query.page} pages={pages} onPage={(page) => url.update({ page })} />
        </nav>
      </CardContent>
      <ApplicationDetailsDialog
        application={list.data?.items.find((a) => a.id === selected) ?? null}
        onClose={() => setSelected(null)}
        onNotify={sendNotification}
      />
    </Card>
  );
}
