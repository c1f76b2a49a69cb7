import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { closeLiveChat, useLiveChatOpen } from './live-chat-store.ts';

/** Until the chat issue lands, Live Chat says honestly how to reach support. */
export function LiveChatPlaceholder() {
  const open = useLiveChatOpen();
  return (
    <Dialog open={open} onClose={closeLiveChat} title="Live Chat">
      <p className="text-slate-700">
        Live chat with our support team is coming soon. Until then, email{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>{' '}
        and we will reply within 2 hours during business hours.
      </p>
    </Dialog>
  );
}
