import { CalendarClock, FolderLock, HardDrive, KeyRound, Lock, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import {
  DOCUMENT_MAX_BYTES,
  ENCRYPTION_LABEL,
  PLANS,
  STORAGE_EXPIRY_NOTICE_DAYS,
  type PlanId,
} from '#shared/constants.ts';
import { formatBytes } from '#shared/schemas/documents.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '#client/components/ui/card.tsx';
import { dashboardPath } from '#client/features/auth/stored-plan.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { StatCard } from '#client/features/dashboard/stat-card.tsx';
import { daysRemaining, expiryOf, type StoredDocument } from '#client/features/storage/storage-facts.ts';
import { StoredDocumentRow } from '#client/features/storage/stored-document-row.tsx';
import { useStoredDocuments } from '#client/features/storage/use-stored-documents.ts';
import { BackLink } from './public/parts/back-link.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /storage-details (docs/product.md §5): the user's real stored documents; visitors are asked to sign in. */
export function StorageDetailsPage() {
  usePageTitle('Secure Storage');
  const { user } = useAuth();
  const plan = user?.plan ?? 'basic';
  const back = user ? dashboardPath(plan) : '/';
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <BackLink href={back} label={back === '/' ? 'Back to Home' : 'Back to Dashboard'} />
      <section className="rounded-2xl bg-brand-800 p-6 text-white" aria-labelledby="storage-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="storage-title" className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <FolderLock className="size-7" aria-hidden /> Secure Storage
          </h1>
          <Badge tone="green" className="gap-1 text-sm">
            <Lock className="size-4" aria-hidden /> {ENCRYPTION_LABEL}
          </Badge>
        </div>
        <p className="mt-2 text-brand-100">Your passport documents, encrypted at rest and deleted when they expire.</p>
      </section>
      {user ? <StoredDocuments plan={plan} /> : <SignInPrompt />}
      <SecurityCard />
      <PolicyCard />
    </main>
  );
}

function SignInPrompt() {
  return (
    <Card className="p-6 text-center">
      <p className="text-slate-800">Sign in to see the documents you have stored with us.</p>
      <Link href="/auth?tab=login" className={buttonClass('default', 'md', 'mt-4')}>
        Sign In
      </Link>
    </Card>
  );
}

function StoredDocuments({ plan }: { plan: PlanId }) {
  const query = useStoredDocuments(true);
  if (query.isLoading) return <Spinner label="Loading your documents..." />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        {query.error.message}. Please reload the page.
      </p>
    );
  const docs: StoredDocument[] = query.data ?? [];
  const used = docs.reduce((sum, d) => sum + d.size, 0);
  const nextExpiry = docs.map((d) => expiryOf(d, plan)).sort((a, b) => a.getTime() - b.getTime())[0];
  return (
    <>
      <section aria-label="Storage summary" className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={HardDrive} label="Total Documents" value={String(docs.length)} testId="total-documents" />
        <StatCard icon={FolderLock} label="Storage Used" value={formatBytes(used)} />
        <StatCard
          icon={CalendarClock}
          label="Days Remaining"
          testId="days-remaining"
          value={nextExpiry ? String(daysRemaining(nextExpiry)) : '–'}
          note={nextExpiry ? 'until your first document expires' : 'no documents stored'}
        />
      </section>
      <section aria-labelledby="stored-title" className="space-y-3">
        <h2 id="stored-title" className="text-xl font-semibold text-slate-900">
          Stored Documents
        </h2>
        {docs.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="font-semibold text-slate-900">No documents stored yet</p>
            <p className="mt-1 text-slate-700">Documents from your applications will appear here</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {docs.map((doc) => (
              <li key={doc.id}>
                <StoredDocumentRow doc={doc} plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const SECURITY: readonly { icon: LucideIcon; text: string }[] = [
  { icon: KeyRound, text: '256-bit AES encryption of every file at rest' },
  { icon: ShieldCheck, text: 'Analysed on our own servers; no third-party AI sees your documents' },
  { icon: Lock, text: 'Only you can download your documents, over an encrypted connection' },
];

function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security Features</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {SECURITY.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-2 text-slate-800">
              <Icon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden /> {text}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PolicyCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Storage Policy</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          <li>
            Documents are kept for {PLANS.pro.storageMonths} months from upload on Basic and Pro, and{' '}
            {PLANS.express.storageMonths} months on Express, then deleted automatically.
          </li>
          <li>We e-mail you {STORAGE_EXPIRY_NOTICE_DAYS} days before a document expires.</li>
          <li>Accepted formats: PDF, JPG and PNG, up to {formatBytes(DOCUMENT_MAX_BYTES)} per file.</li>
          <li>Deleting a document removes the encrypted file and its record at once.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
