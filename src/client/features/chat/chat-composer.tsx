import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '#shared/schemas/chat.ts';
import { Button } from '#client/components/ui/button.tsx';

const TYPING_EVERY_MS = 3000;
const TYPING_IDLE_MS = 2500;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Typing is reported at most every few
 * seconds and "stopped" after a short pause. Files are not taken: the note says why.
 */
export function ChatComposer({
  label,
  disabled,
  pending,
  onSend,
  onTyping,
  autoFocus,
  note = "Files can't be sent in chat: upload documents in your application, where they are encrypted and checked.",
}: {
  label: string;
  note?: string;
  disabled?: boolean;
  pending: boolean;
  /** Resolves true once sent; false when it was not (empty, already sending, refused): the draft stays. */
  onSend: (text: string) => Promise<boolean>;
  onTyping: (typing: boolean) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const typing = useRef({ sentAt: 0, idle: undefined as ReturnType<typeof setTimeout> | undefined });
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  useEffect(() => () => clearTimeout(typing.current.idle), []);

  function stopTyping() {
    clearTimeout(typing.current.idle);
    if (typing.current.sentAt) onTyping(false);
    typing.current.sentAt = 0;
  }

  function change(value: string) {
    setDraft(value);
    const now = Date.now();
    if (value.trim() && now - typing.current.sentAt > TYPING_EVERY_MS) {
      typing.current.sentAt = now;
      onTyping(true);
    }
    clearTimeout(typing.current.idle);
    typing.current.idle = setTimeout(stopTyping, TYPING_IDLE_MS);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || pending || !draft.trim()) return;
    const sent = draft;
    stopTyping();
    void onSend(sent).then((ok) => {
      // Whatever the user typed while it was sending stays.
      if (ok) setDraft((current) => (current === sent ? '' : current));
    });
    ref.current?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={ref}
          rows={2}
          value={draft}
          disabled={disabled}
          maxLength={CHAT_MESSAGE_MAX}
          aria-describedby={`${id}-note`}
          onChange={(e) => change(e.target.value)}
          onKeyDown={keyDown}
          className="min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={disabled || pending || !draft.trim()}>
          <Send className="size-4" aria-hidden />
        </Button>
      </div>
      <p id={`${id}-note`} className="mt-1 text-xs text-slate-700">
        Enter sends, Shift+Enter adds a line. {note}
      </p>
    </form>
  );
}
