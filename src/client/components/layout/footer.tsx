import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { openLiveChat } from '#client/features/chat/live-chat-store.ts';

export function Footer({ showResources = true }: { showResources?: boolean }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">Passport Buddy</p>
          <p className="mt-2 text-sm text-slate-300">
            AI-powered document verification and seamless application processing for Indians living abroad.
          </p>
        </div>
        <nav aria-label="Help">
          <h2 className="font-semibold text-white">Help</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className="hover:underline" href="/document-guidelines">
                Document Guidelines
              </Link>
            </li>
            <li>
              <Link className="hover:underline" href="/photo-requirements">
                Photo Requirements
              </Link>
            </li>
            <li>
              <Link className="hover:underline" href="/faq">
                FAQ
              </Link>
            </li>
            <li>
              <button type="button" className="inline-flex items-center gap-1 hover:underline" onClick={openLiveChat}>
                <MessageCircle className="size-4" aria-hidden /> Live Chat
              </button>
            </li>
          </ul>
        </nav>
        {showResources && (
          <nav aria-label="Resources">
            <h2 className="font-semibold text-white">Resources</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <Link className="hover:underline" href="/services">
                  Services
                </Link>
              </li>
              <li>
                <Link className="hover:underline" href="/privacy-policy">
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link className="hover:underline" href="/terms-of-service">
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link className="hover:underline" href="/cookie-policy">
                  Cookie Policy
                </Link>
              </li>
            </ul>
          </nav>
        )}
        <div>
          <h2 className="font-semibold text-white">Support</h2>
          <p className="mt-2 text-sm">
            <a className="hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="text-sm text-slate-300">Business Hours Support</p>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-300">
        © 2025 Passport Buddy. All rights reserved.
      </p>
    </footer>
  );
}
