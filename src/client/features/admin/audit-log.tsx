import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditQuery } from '#shared/schemas/admin.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { SelectField, TextField } from '#client/components/ui/field.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { Pager } from './pager.tsx';
import { useAudit } from './use-admin.ts';

const ACTIONS = [{ value: 'all', label: 'All actions' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))];
const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** Who did what, when, with the before and after of each staff action. */
export function AuditLog() {
  const [query, setQuery] = useState<AuditQuery>({ action: 'all', actor: '', subject: '', page: 1 });
  const audit = useAudit(query);
  const set = (patch: Partial<AuditQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  return (
    <Card>
      <CardContent className="space-y-3 p-4">
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label="Action"
            options={ACTIONS}
            value={query.action}
            onChange={(e) => set({ action: e.target.value as AuditQuery['action'] })}
          />
          <TextField label="Staff e-mail" value={query.actor} onChange={(e) => set({ actor: e.target.value })} />
          <TextField label="Subject ID" value={query.subject} onChange={(e) => set({ subject: e.target.value })} />
        </div>
        <div className="md:overflow-x-auto">
          <table className="stacked-table stacked-cards w-full text-left text-sm md:min-w-[40rem]">
            <caption className="sr-only">Audit log</caption>
            <thead className="border-b border-slate-200">
              <tr>
                {['When', 'Who', 'Action', 'Subject', 'Before', 'After'].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {audit.data?.items.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td data-label="When" className="px-2 py-1 md:whitespace-nowrap">
                    {formatDateTime(e.createdAt)}
                  </td>
                  <td data-label="Who" className="px-2 py-1 [overflow-wrap:anywhere]">
                    {e.actorEmail ?? 'deleted account'}
                  </td>
                  <td data-label="Action" className="px-2 py-1 font-mono [overflow-wrap:anywhere]">
                    {e.action}
                  </td>
                  <td data-label="Subject" className="px-2 py-1">
                    {e.subjectType} #{e.subjectId}
                  </td>
                  <td data-label="Before" className="px-2 py-1 font-mono text-xs break-all">
                    {show(e.before)}
                  </td>
                  <td data-label="After" className="px-2 py-1 font-mono text-xs break-all">
                    {show(e.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {audit.data?.items.length === 0 && <p className="py-4 text-center text-slate-600">No entries match.</p>}
        </div>
        <div className="flex justify-end">
          <Pager page={query.page} pages={pages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </div>
      </CardContent>
    </Card>
  );
}
