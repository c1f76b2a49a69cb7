import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { openLiveChat } from '#client/features/chat/live-chat-store.ts';

/** The help pages' way to a person: the live chat, the support centre or an e-mail. */
export function HelpCard() {
  return (
    <Card className="mt-10 flex flex-col gap-4 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Still have questions?</h2>
        <p className="mt-1 text-slate-700">
          Chat with our team, visit the Support Center or write to{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button onClick={openLiveChat}>
          <MessageCircle className="size-4" aria-hidden /> Open Live Chat
        </Button>
        <Link href="/support" className={buttonClass('outline')}>
          Support Center
        </Link>
      </div>
    </Card>
  );
}
