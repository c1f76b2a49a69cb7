import { MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLog } from './chat-log.tsx';
import { closeLiveChat, openLiveChat, useLiveChatOpen } from './live-chat-store.ts';
import { useLiveChat } from './use-live-chat.ts';

/**
 * Live chat with a person: a panel that stays open beside the page (not a modal), so the user can read the
 * page they ask about. Opened from the footer, the Support Center and the dashboards.
 */
export function LiveChatWidget() {
  const open = useLiveChatOpen();
  const { isAuthenticated } = useAuth();
  const chat = useLiveChat(isAuthenticated, open);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panelRef.current?.contains(document.activeElement)) closeLiveChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) {
    // A reply that arrived while the panel was closed is announced by a badge the user can open.
    if (chat.unread === 0) return null;
    return (
      <div className="fixed bottom-4 left-4 z-40">
        <Button className="rounded-full shadow-lg" onClick={openLiveChat}>
          <MessageCircle className="size-5" aria-hidden /> Live Chat
          <span className="rounded-full bg-white px-2 text-xs font-bold text-brand-800">{chat.unread} new</span>
        </Button>
      </div>
    );
  }

  const conversation = chat.state?.conversation;
  const closed = conversation?.status === 'closed';
  return (
    <section
      ref={panelRef}
      id={panelId}
      aria-label="Live Chat"
      className="fixed bottom-4 left-4 z-40 flex max-h-[75vh] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
    >
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <div>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <MessageCircle className="size-5 text-brand-700" aria-hidden /> Live Chat
          </h2>
          {conversation && !closed && (
            <p className="text-xs text-slate-700">You are chatting with {conversation.agent}</p>
          )}
        </div>
        <Button variant="ghost" size="icon" aria-label="Close Live Chat" onClick={closeLiveChat}>
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      {isAuthenticated ? (
        <>
          <ChatLog
            messages={chat.state?.messages ?? []}
            label="Live chat conversation"
            mine="user"
            typing={chat.staffTyping ? (conversation?.agent ?? 'Support') : undefined}
            empty={
              chat.isLoading
                ? 'Loading your conversation…'
                : 'Write to our support team. A person answers in business hours; otherwise our assistant replies and tells you when a person will.'
            }
          />
          {closed && (
            <p className="border-t border-slate-200 px-3 pt-2 text-sm text-slate-700" role="status">
              This conversation was closed by our team. Write again to start a new one.
            </p>
          )}
          <ChatComposer
            label="Your message"
            pending={chat.pending}
            onSend={chat.send}
            onTyping={chat.typing}
            autoFocus
          />
        </>
      ) : (
        <SignInToChat />
      )}
    </section>
  );
}

function SignInToChat() {
  return (
    <div className="space-y-3 p-4 text-sm text-slate-800">
      <p>Sign in to chat with our team: the conversation is kept with your account, so you can come back to it.</p>
      <Link href="/auth?tab=login" className={buttonClass('default')} onClick={closeLiveChat}>
        Sign In
      </Link>
      <p>
        Or write to{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </div>
  );
}
