import { Bot, MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CHAT_MESSAGE_MAX } from '#shared/schemas/chat.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAnyDialogOpen } from '#client/components/ui/open-dialogs.ts';
import { openLiveChat, useLiveChatOpen } from '#client/features/chat/live-chat-store.ts';
import { cn } from '#client/lib/cn.ts';
import { closeQuickHelp, markAutoOpened, openQuickHelp, useQuickHelpState } from './quick-help-store.ts';
import { useQuickHelp, type QuickHelpMessage } from './use-quick-help.ts';

/** Whether the box overlaps a button or link the page marks as its main action (data-main-action). */
function coversMainAction(box: DOMRect) {
  return [...document.querySelectorAll('[data-main-action]')].some((action) => {
    const a = action.getBoundingClientRect();
    if (a.width === 0 || a.height === 0) return false;
    return a.left < box.right && box.left < a.right && a.top < box.bottom && box.top < a.bottom;
  });
}

/**
 * Nothing floating covers the page's next step (issue 22): the launcher steps aside (invisible) while it would
 * sit over a main action, and a panel that opened by itself closes, unrecorded, when it would cover one (checked
 * before paint, on scroll, resize and as the page grows). A panel the user opened stays.
 */
function useStepAside(launcher: React.RefObject<HTMLElement | null>, panel: React.RefObject<HTMLElement | null>) {
  const { open, auto } = useQuickHelpState();
  const [aside, setAside] = useState(false);
  useLayoutEffect(() => {
    const check = () => {
      if (launcher.current) setAside(coversMainAction(launcher.current.getBoundingClientRect()));
      if (!auto || !panel.current) return;
      if (coversMainAction(panel.current.getBoundingClientRect())) closeQuickHelp();
      else markAutoOpened();
    };
    check();
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [launcher, panel, open, auto]);
  return aside && !open;
}

function Bubble({ m }: { m: QuickHelpMessage }) {
  return (
    <li className={cn('flex', m.isUser ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-line',
          m.isUser ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{m.isUser ? 'You: ' : 'Quick Help: '}</span>
        {m.message}
        {m.sources && m.sources.length > 0 && (
          <p className="mt-2 border-t border-slate-300 pt-1 text-xs text-slate-700">
            Source:{' '}
            {m.sources.map((s, i) => (
              <span key={`${s.path}-${s.section}`}>
                {i > 0 && '; '}
                <Link href={s.path} className="font-medium text-brand-800 underline">
                  {s.title}
                </Link>{' '}
                ({s.section})
              </span>
            ))}
          </p>
        )}
        {m.offerLiveChat && (
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => {
              // One chat panel at a time: on a phone the two would cover each other.
              closeQuickHelp();
              openLiveChat();
            }}
          >
            <MessageCircle className="size-4" aria-hidden /> Chat with a person
          </Button>
        )}
      </div>
    </li>
  );
}

/** The Quick Help assistant: answers from our help pages, citing them, aware of the page and step. */
export function QuickHelpWidget() {
  const [path] = useLocation();
  const { open, step } = useQuickHelpState();
  const context = { page: path, ...(step !== undefined && path.startsWith('/application') ? { step } : {}) };
  const { messages, send, pending } = useQuickHelp(context);
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const aside = useStepAside(launcherRef, panelRef);

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send(draft)) setDraft('');
    inputRef.current?.focus();
  }

  // While Live Chat or a modal dialog is open Quick Help steps aside (it would cover them on a phone), keeping
  // its answers.
  const liveChatOpen = useLiveChatOpen();
  const dialogOpen = useAnyDialogOpen();
  return (
    // The panel hangs above the button (absolute), so opening it, e.g. on its own on the landing page,
    // adds a box without moving this one: no layout shift.
    <div className={cn('fixed right-4 bottom-4 z-40', (liveChatOpen || dialogOpen) && 'hidden')}>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          aria-label="Quick Help"
          className="absolute right-0 bottom-full mb-2 flex max-h-[70vh] w-[min(22rem,calc(100vw-2rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <header className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Bot className="size-5 text-brand-700" aria-hidden /> Quick Help
            </h2>
            <Button variant="ghost" size="icon" aria-label="Close Quick Help" onClick={closeQuickHelp}>
              <X className="size-4" aria-hidden />
            </Button>
          </header>
          <div
            role="log"
            aria-live="polite"
            aria-label="Quick Help conversation"
            className="flex-1 overflow-y-auto p-3"
          >
            <ol ref={logRef} className="space-y-2">
              {messages.map((m) => (
                <Bubble key={m.id} m={m} />
              ))}
            </ol>
            {pending && <p className="mt-2 text-sm text-slate-600">Quick Help is typing…</p>}
          </div>
          <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
            <label htmlFor={`${panelId}-input`} className="sr-only">
              Ask Quick Help
            </label>
            <input
              id={`${panelId}-input`}
              ref={inputRef}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Ask a question…"
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            <Button type="submit" size="icon" aria-label="Send" disabled={pending || draft.trim() === ''}>
              <Send className="size-4" aria-hidden />
            </Button>
          </form>
        </section>
      )}
      <Button
        ref={launcherRef}
        className={cn('rounded-full shadow-lg', aside && 'invisible')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={open ? closeQuickHelp : openQuickHelp}
      >
        <Bot className="size-5" aria-hidden /> Quick Help
      </Button>
    </div>
  );
}
