import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { AdminCaseRule } from '#shared/schemas/case-rules.ts';
import { caseRulesQuery, editCaseRule, recheckCaseRule } from '#client/api/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, Card, CardContent } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { CheckboxField, TextAreaField, TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';

function useCaseRules() {
  return useQuery(caseRulesQuery());
}

function useRuleChange() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: caseRulesQuery().queryKey });
  const recheck = useMutation({ mutationFn: (id: string) => recheckCaseRule(id), onSuccess: refresh });
  const edit = useMutation({
    mutationFn: ({ id, value }: { id: string; value: unknown }) => editCaseRule(id, value),
    onSuccess: refresh,
  });
  return { recheck, edit };
}

/** A value in a line: objects by their fields, briefly. */
function summary(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `${value.length} entries`;
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}

/**
 * /admin "Case rules": every rule the case answers rest on, with its source, the date it was last checked and how
 * many applications in progress use it; staff mark it re-checked or correct it (issue 20 part 6).
 */
export function CaseRules() {
  const rules = useCaseRules();
  const { recheck, edit } = useRuleChange();
  const [search, setSearch] = useState('');
  const [staleOnly, setStaleOnly] = useState(false);
  const [editing, setEditing] = useState<AdminCaseRule | null>(null);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (rules.data?.items ?? []).filter(
      (r) =>
        (!staleOnly || r.stale) &&
        (!q || `${r.id} ${r.scope} ${r.kind} ${r.source.title} ${summary(r.value)}`.toLowerCase().includes(q)),
    );
  }, [rules.data, search, staleOnly]);

  const markRechecked = (rule: AdminCaseRule) =>
    recheck.mutate(rule.id, {
      onSuccess: (after) =>
        toast({
          title: 'Marked re-checked',
          description: `${rule.id} was checked on ${formatCalendarDate(after.checkedOn)}.`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Not marked', description: errorMessage(error), variant: 'destructive' }),
    });

  const staleCount = rules.data?.items.filter((r) => r.stale).length ?? 0;
  return (
    <Card>
      <CardContent className="space-y-4 p-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Case rules</h2>
          <p className="text-sm text-slate-700">
            Every rule behind the checklists, fees, photo sizes and timings, with the page it was read from. A rule not
            checked for more than {rules.data?.staleAfterDays ?? 180} days is marked stale
            {rules.data
              ? `: ${staleCount} of ${rules.data.items.length}. Counts are out of ${rules.data.openApplications} applications in progress.`
              : '.'}
          </p>
        </div>
        <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
          <TextField
            label="Find a rule"
            type="search"
            placeholder="Rule, mission, country or source"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <CheckboxField
            label="Only stale rules"
            checked={staleOnly}
            onChange={(e) => setStaleOnly(e.target.checked)}
          />
        </div>
        {rules.isLoading && <p className="text-slate-700">Loading rules...</p>}
        {rules.isError && <p className="text-red-700">{errorMessage(rules.error)}</p>}
        {rules.data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            Showing {shown.length} of {rules.data.items.length} rules.
          </p>
        )}

        {/* Wide screens: a table. */}
        <div className="hidden md:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Case rules</caption>
            <thead className="border-b border-slate-200">
              <tr>
                {['Rule', 'Value', 'Source', 'Checked on', 'Open applications', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="px-2 py-2 font-normal">
                    <span className="font-mono text-xs break-all">{r.id}</span>
                    <span className="block text-xs text-slate-600">
                      {r.kind} · {r.scope}
                    </span>
                  </th>
                  <td className="max-w-xs px-2 py-2 break-words">{summary(r.value)}</td>
                  <td className="max-w-xs px-2 py-2">
                    <SourceLink rule={r} />
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    <CheckedOn rule={r} />
                  </td>
                  <td className="px-2 py-2">{r.openApplications}</td>
                  <td className="px-2 py-2">
                    <RuleActions rule={r} busy={recheck.isPending} onRecheck={markRechecked} onEdit={setEditing} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {/* Narrow screens: the same rows as cards. */}
        <ul className="space-y-3 md:hidden" aria-label="Case rules">
          {shown.map((r) => (
            <li key={r.id} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-mono text-xs break-all text-slate-900">{r.id}</p>
              <p className="text-xs text-slate-600">
                {r.kind} · {r.scope}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="font-medium text-slate-700">Value</dt>
                <dd className="break-words">{summary(r.value)}</dd>
                <dt className="font-medium text-slate-700">Source</dt>
                <dd>
                  <SourceLink rule={r} />
                </dd>
                <dt className="font-medium text-slate-700">Checked on</dt>
                <dd>
                  <CheckedOn rule={r} />
                </dd>
                <dt className="font-medium text-slate-700">Open applications</dt>
                <dd>{r.openApplications}</dd>
              </dl>
              <RuleActions rule={r} busy={recheck.isPending} onRecheck={markRechecked} onEdit={setEditing} />
            </li>
          ))}
        </ul>

        <EditRuleDialog
          rule={editing}
          onClose={() => setEditing(null)}
          saving={edit.isPending}
          onSave={(value) =>
            new Promise<string | null>((resolve) => {
              const rule = editing;
              if (!rule) return resolve(null);
              edit.mutate(
                { id: rule.id, value },
                {
                  onSuccess: () => {
                    toast({ title: 'Rule updated', description: `${rule.id} was saved.`, variant: 'success' });
                    setEditing(null);
                    resolve(null);
                  },
                  onError: (error) => {
                    toast({ title: 'Rule not saved', description: errorMessage(error), variant: 'destructive' });
                    resolve(errorMessage(error));
                  },
                },
              );
            })
          }
        />
      </CardContent>
    </Card>
  );
}

function SourceLink({ rule }: { rule: AdminCaseRule }) {
  return rule.source.url ? (
    <a href={rule.source.url} target="_blank" rel="noreferrer" className="text-brand-800 underline break-words">
      {rule.source.title}
    </a>
  ) : (
    <span>{rule.source.title}</span>
  );
}

function CheckedOn({ rule }: { rule: AdminCaseRule }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      {formatCalendarDate(rule.checkedOn)}
      {rule.stale && <Badge tone="red">Stale</Badge>}
      {rule.edited && <Badge tone="blue">Edited</Badge>}
      {rule.confirmWithMission && <Badge tone="gray">Sources differ</Badge>}
    </span>
  );
}

function RuleActions({
  rule,
  busy,
  onRecheck,
  onEdit,
}: {
  rule: AdminCaseRule;
  busy: boolean;
  onRecheck: (rule: AdminCaseRule) => void;
  onEdit: (rule: AdminCaseRule) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => onRecheck(rule)}
        aria-label={`Mark ${rule.id} re-checked`}
      >
        Mark re-checked
      </Button>
      <Button size="sm" variant="outline" onClick={() => onEdit(rule)} aria-label={`Edit ${rule.id}`}>
        Edit
      </Button>
    </div>
  );
}

type FieldKind = 'text' | 'number' | 'boolean' | 'json' | 'nullable';
interface EditField {
  key: string;
  kind: FieldKind;
  text: string;
  checked: boolean;
}

/** One labelled field per part of the value; lists and nested parts as JSON. */
function fieldsOf(value: unknown): EditField[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ key: '', kind: 'json', text: JSON.stringify(value, null, 2), checked: false }];
  }
  return Object.entries(value as Record<string, unknown>).map(([key, v]) => {
    if (typeof v === 'string') return { key, kind: 'text', text: v, checked: false };
    if (typeof v === 'number') return { key, kind: 'number', text: String(v), checked: false };
    if (typeof v === 'boolean') return { key, kind: 'boolean', text: '', checked: v };
    if (v === null) return { key, kind: 'nullable', text: '', checked: false };
    return { key, kind: 'json', text: JSON.stringify(v, null, 2), checked: false };
  });
}

/** The value the fields describe, or the first field that cannot be read. */
function valueOf(fields: EditField[]): { value: unknown } | { error: string; key: string } {
  const read = (f: EditField): { ok: true; v: unknown } | { ok: false; error: string } => {
    switch (f.kind) {
      case 'text':
        return { ok: true, v: f.text };
      case 'boolean':
        return { ok: true, v: f.checked };
      case 'number': {
        const n = Number(f.text);
        return f.text.trim() !== '' && Number.isFinite(n)
          ? { ok: true, v: n }
          : { ok: false, error: 'Enter a number.' };
      }
      case 'nullable': {
        const t = f.text.trim();
        if (t === '') return { ok: true, v: null };
        const n = Number(t);
        return { ok: true, v: Number.isFinite(n) ? n : t };
      }
      case 'json':
        try {
          return { ok: true, v: JSON.parse(f.text) as unknown };
        } catch {
          return { ok: false, error: 'This is not valid JSON.' };
        }
    }
  };
  if (fields.length === 1 && fields[0]!.key === '') {
    const r = read(fields[0]!);
    return r.ok ? { value: r.v } : { error: r.error, key: '' };
  }
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const r = read(f);
    if (!r.ok) return { error: r.error, key: f.key };
    out[f.key] = r.v;
  }
  return { value: out };
}

function EditRuleDialog({
  rule,
  onClose,
  onSave,
  saving,
}: {
  rule: AdminCaseRule | null;
  onClose: () => void;
  onSave: (value: unknown) => Promise<string | null>;
  saving: boolean;
}) {
  return (
    <Dialog
      open={rule !== null}
      onClose={onClose}
      size="lg"
      title={rule ? `Edit ${rule.id}` : ''}
      description={
        rule ? (
          <>Compare with the source ({rule.source.title}) before saving. Saving also marks the rule checked today.</>
        ) : undefined
      }
    >
      {rule && <EditRuleForm key={rule.id} rule={rule} onCancel={onClose} onSave={onSave} saving={saving} />}
    </Dialog>
  );
}

function EditRuleForm({
  rule,
  onCancel,
  onSave,
  saving,
}: {
  rule: AdminCaseRule;
  onCancel: () => void;
  onSave: (value: unknown) => Promise<string | null>;
  saving: boolean;
}) {
  const [fields, setFields] = useState<EditField[]>(() => fieldsOf(rule.value));
  const [fieldError, setFieldError] = useState<{ key: string; error: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (key: string, patch: Partial<EditField>) =>
    setFields((fs) => fs.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = valueOf(fields);
    if ('error' in read) {
      setFieldError(read);
      return;
    }
    setFieldError(null);
    setServerError(await onSave(read.value));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
      {fields.map((f) => {
        const label = f.key || 'Value (JSON)';
        const error = fieldError?.key === f.key ? fieldError.error : undefined;
        if (f.kind === 'boolean') {
          return (
            <CheckboxField
              key={f.key}
              label={label}
              checked={f.checked}
              onChange={(e) => set(f.key, { checked: e.target.checked })}
            />
          );
        }
        if (f.kind === 'json' || (f.kind === 'text' && f.text.length > 80)) {
          return (
            <TextAreaField
              key={f.key}
              label={f.kind === 'json' && f.key ? `${f.key} (JSON)` : label}
              value={f.text}
              error={error}
              className={f.kind === 'json' ? 'font-mono' : undefined}
              rows={f.kind === 'json' ? 8 : 3}
              onChange={(e) => set(f.key, { text: e.target.value })}
            />
          );
        }
        return (
          <TextField
            key={f.key}
            label={label}
            value={f.text}
            error={error}
            inputMode={f.kind === 'number' ? 'decimal' : undefined}
            hint={f.kind === 'nullable' ? 'Leave empty when no figure was read.' : undefined}
            onChange={(e) => set(f.key, { text: e.target.value })}
          />
        );
      })}
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save rule'}
        </Button>
      </div>
    </form>
  );
}
