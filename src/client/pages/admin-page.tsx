import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { hasPermission } from '#shared/permissions.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Card, CardContent, Spinner } from '#client/components/ui/card.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { currentUserQuery } from '#client/api/auth.ts';
import { AdminStatCards } from '#client/features/admin/admin-stats.tsx';
import { ApplicationsTable } from '#client/features/admin/applications-table.tsx';
import { AuditLog } from '#client/features/admin/audit-log.tsx';
import { CaseRules } from '#client/features/admin/case-rules.tsx';
import { ChatConsole } from '#client/features/admin/chat-console.tsx';
import { ReviewQueue } from '#client/features/admin/review-queue.tsx';
import { StaffRoles } from '#client/features/admin/staff-roles.tsx';
import { SupportInbox, countOpen } from '#client/features/admin/support-inbox.tsx';
import { useSupportInbox } from '#client/features/admin/use-support-inbox.ts';
import { useAdminStats, useReviewQueue } from '#client/features/admin/use-admin.ts';
import { useStaffChats } from '#client/features/admin/use-admin-chats.ts';
import { useAdminUrl } from '#client/features/admin/use-admin-url.ts';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

type Tab = 'applications' | 'reviews' | 'chat' | 'support' | 'rules' | 'staff' | 'audit';

/** /admin: the staff area. The server decides every permission; this page only hides what would be refused. */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  const me = useQuery(currentUserQuery());
  if (me.isLoading) return <Spinner label="Loading..." />;
  if (!me.data || !hasPermission(me.data.role, 'application:read:any')) return <NotAuthorised />;
  return <StaffArea me={me.data} />;
}

function StaffArea({ me }: { me: User }) {
  const url = useAdminUrl();
  const stats = useAdminStats();
  const queue = useReviewQueue();
  const isAdmin = hasPermission(me.role, 'user:role:write');
  const canSupport = hasPermission(me.role, 'support:reply');
  const inbox = useSupportInbox(canSupport);
  const openMessages = countOpen(inbox.data);
  const canChat = hasPermission(me.role, 'chat:reply');
  const canEditRules = hasPermission(me.role, 'case-rule:write');
  // Held on every tab: staff with /admin open count as online for live chat, and see new chats arrive.
  const chats = useStaffChats(canChat);
  const unreadChats = (chats.active.data ?? []).reduce((sum, c) => sum + c.unread, 0);
  const tabs: { id: Tab; label: ReactNode }[] = [
    { id: 'applications', label: 'Applications' },
    { id: 'reviews', label: `Review queue${queue.data ? ` (${queue.data.length})` : ''}` },
    ...(canChat ? ([{ id: 'chat', label: `Live chat${unreadChats ? ` (${unreadChats} unread)` : ''}` }] as const) : []),
    ...(canSupport
      ? ([{ id: 'support', label: `Support inbox${openMessages ? ` (${openMessages} open)` : ''}` }] as const)
      : []),
    ...(canEditRules ? ([{ id: 'rules', label: 'Case rules' }] as const) : []),
    ...(isAdmin
      ? ([
          { id: 'staff', label: 'Staff' },
          { id: 'audit', label: 'Audit log' },
        ] as const)
      : []),
  ];
  // The tab is in the URL (?tab=reviews); one this account cannot open shows the applications.
  const tab: Tab = tabs.find((t) => t.id === url.params.get('tab'))?.id ?? 'applications';
  const setTab = (id: Tab) => url.update({ tab: id === 'applications' ? undefined : id });
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
        <p className="mt-1 text-slate-700">Manage passport applications and monitor system activity</p>
      </header>
      <AdminStatCards stats={stats.data} />
      <div role="tablist" aria-label="Admin sections" className="flex flex-wrap gap-2 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`admin-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`admin-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 font-medium',
              tab === t.id
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'applications' && <ApplicationsTable />}
        {tab === 'reviews' && <ReviewQueue me={me} />}
        {tab === 'support' && canSupport && <SupportInbox />}
        {tab === 'chat' && canChat && (
          <ChatConsole meId={me.id} active={chats.active.data ?? []} typing={chats.typing} />
        )}
        {tab === 'rules' && canEditRules && <CaseRules />}
        {tab === 'staff' && isAdmin && <StaffRoles />}
        {tab === 'audit' && isAdmin && <AuditLog />}
      </section>
    </main>
  );
}

function NotAuthorised() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-3 p-6 text-center">
          <ShieldAlert className="mx-auto size-10 text-amber-700" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">Staff only</h1>
          <p className="text-slate-700">
            The admin area is for Passport Buddy staff. Your account does not have access to it.
          </p>
          <Link href="/" className={buttonClass('default')}>
            Go to my dashboard
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
