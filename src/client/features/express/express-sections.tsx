import {
  BarChart3,
  Clock,
  FileCheck2,
  HardDrive,
  Headphones,
  MessageCircle,
  ShieldCheck,
  UserCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { EXPERT_ASSIGN_HOURS, PLANS, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { openLiveChat } from '#client/features/chat/live-chat-store.ts';
import { StatCard } from '#client/features/dashboard/stat-card.tsx';
import type { ExpressStats } from './use-express-data.ts';
import { NO_DATA_YET } from '#shared/domain/durations.ts';

const express = PLANS.express;

const TILES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Clock, title: '24 hours', text: 'Turnaround' },
  { icon: UserCheck, title: 'Dedicated expert', text: 'Expert support' },
  { icon: HardDrive, title: `${express.storageMonths}-month`, text: 'Secure storage' },
  { icon: Headphones, title: '24/7', text: 'Premium support' },
];

export function ExpressTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Your Express benefits at a glance">
      {TILES.map(({ icon: Icon, title, text }) => (
        <li key={text} className="rounded-xl bg-white/10 p-4">
          <Icon className="size-6" aria-hidden />
          <p className="mt-2 text-xl font-bold">{title}</p>
          <p className="text-sm text-orange-50">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ExpressStatsRow({ stats }: { stats: ExpressStats | undefined }) {
  if (!stats) return null;
  const isDefault = (key: 'avgProcessingTime' | 'successRate') => stats.defaults?.includes(key) ?? false;
  return (
    <section aria-label="Your Express statistics" className="grid gap-4 sm:grid-cols-3">
      <StatCard icon={FileCheck2} label="Total applications" value={String(stats.totalApplications)} />
      <StatCard
        icon={BarChart3}
        label="Express success rate"
        value={isDefault('successRate') ? NO_DATA_YET : `${stats.successRate}%`}
        note={isDefault('successRate') ? `typical for Express: ${stats.successRate}%` : undefined}
      />
      <StatCard
        icon={Zap}
        label="Average processing time"
        value={isDefault('avgProcessingTime') ? NO_DATA_YET : stats.avgProcessingTime}
        note={isDefault('avgProcessingTime') ? 'of your completed reviews, once there is one' : undefined}
      />
    </section>
  );
}

const BENEFITS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Zap, title: '24-hour processing', text: 'Your application is checked and reviewed within 24 hours.' },
  {
    icon: UserCheck,
    title: 'A dedicated expert',
    text: `An expert is assigned to your review within ${EXPERT_ASSIGN_HOURS} hours and stays with your case.`,
  },
  {
    icon: Headphones,
    title: '24/7 premium support',
    text: `Answers within ${SUPPORT_RESPONSE_HOURS} hours, any time.`,
  },
  {
    icon: ShieldCheck,
    title: `${express.storageMonths}-month secure storage`,
    text: 'Documents stay encrypted and downloadable for 12 months from upload.',
  },
  { icon: FileCheck2, title: 'Unlimited applications', text: 'Apply for your whole family under one account.' },
  { icon: BarChart3, title: 'Comprehensive reports', text: 'Every check with its measured value, as text or PDF.' },
];

export function ExpressBenefits() {
  return (
    <section aria-labelledby="express-benefits">
      <h2 id="express-benefits" className="text-xl font-semibold text-slate-900">
        Your Express Benefits
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <Icon className="size-6 text-orange-700" aria-hidden />
              <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Support chat: live chat with our team, the support form and the e-mail, in one place. */
export function SupportChatBody({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-3 text-slate-800">
      <p>Your dedicated expert and our support team answer within {SUPPORT_RESPONSE_HOURS} hours, 24/7.</p>
      <div className="flex flex-col gap-2">
        <Button
          onClick={() => {
            onClose();
            openLiveChat();
          }}
        >
          <MessageCircle className="size-4" aria-hidden /> Open Live Chat
        </Button>
        <Link href="/support" className={buttonClass('outline')}>
          Send a message from the Support Center
        </Link>
      </div>
      <p className="text-sm">
        Or write to{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </div>
  );
}
