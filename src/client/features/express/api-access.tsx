import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  API_KEY_ACCESS_LABELS,
  apiKeyAccessSchema,
  createApiKeyBodySchema,
  type ApiKey,
  type ApiKeyAccess,
  type CreatedApiKey,
} from '#shared/schemas/api-keys.ts';
import { apiKeysQuery, createApiKey, revokeApiKey } from '#client/api/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Badge, Card } from '#client/components/ui/card.tsx';
import { SelectField, TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { formatDateTime } from '#client/lib/format-date.ts';
import { queryClient } from '#client/lib/query.ts';

const KEYS = apiKeysQuery().queryKey;

/**
 * API access for agencies (Express): create a named key (read only, or read and write), copy it once, see when
 * each was last used, revoke it. The reference with examples is at /api/docs.
 */
export function ApiAccessSection() {
  const keys = useQuery(apiKeysQuery());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <section aria-labelledby="api-access-title">
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="api-access-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <KeyRound className="size-5 text-brand-700" aria-hidden /> API access for agencies
          </h2>
          <a href="/api/docs" className="text-sm font-medium text-brand-700 underline">
            API reference and examples
          </a>
        </div>
        <p className="text-sm text-slate-700">
          Programs use a key to file applications for your clients, upload documents, follow the checks and download the
          PDF and the report, as you do here. Keep keys secret: anyone holding one can act for this account.
        </p>
        <CreateKeyForm onCreated={setCreated} />
        {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
        <KeyList keys={keys.data ?? []} loading={keys.isLoading} />
      </Card>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [access, setAccess] = useState<ApiKeyAccess>('read');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createApiKey({ name, access }),
    onSuccess: (key) => {
      setName('');
      onCreated(key);
      void queryClient.invalidateQueries({ queryKey: KEYS });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createApiKeyBodySchema.safeParse({ name, access });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    setProblem(null);
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate>
      <TextField label="Key name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <SelectField
        label="Access"
        value={access}
        onChange={(e) => setAccess(apiKeyAccessSchema.parse(e.target.value))}
        options={apiKeyAccessSchema.options.map((value) => ({ value, label: API_KEY_ACCESS_LABELS[value] }))}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create key'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      )}
    </form>
  );
}

function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    toast({ title: 'Key copied', description: 'Paste it where your program keeps its secrets.', variant: 'success' });
  };
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Copy your new key now: it is shown only this once.</p>
      <code className="block rounded bg-white p-2 font-mono text-xs break-all text-slate-900" data-testid="new-api-key">
        {created.key}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy key
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}

function KeyList({ keys, loading }: { keys: readonly ApiKey[]; loading: boolean }) {
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      toast({ title: 'Key revoked', description: 'Programs using it are refused from now on.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: KEYS });
    },
    onError: (error) => toast({ title: 'Revoke failed', description: errorMessage(error), variant: 'destructive' }),
  });
  if (loading) return <p className="text-sm text-slate-700">Loading your keys...</p>;
  if (keys.length === 0) return <p className="text-sm text-slate-700">No keys yet.</p>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Your API keys">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {key.name} <span className="font-mono text-xs text-slate-600">{key.prefix}…</span>
            </p>
            <p className="text-xs text-slate-700">
              {API_KEY_ACCESS_LABELS[key.access]} · created {formatDateTime(key.createdAt)} ·{' '}
              {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : 'never used'}
            </p>
          </div>
          {key.revokedAt ? (
            <Badge tone="gray">Revoked {formatDateTime(key.revokedAt)}</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={revoke.isPending}
              onClick={() => {
                if (window.confirm(`Revoke "${key.name}"? Programs using it will stop working at once.`)) {
                  revoke.mutate(key.id);
                }
              }}
            >
              Revoke<span className="sr-only"> {key.name}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
