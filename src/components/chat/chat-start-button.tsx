'use client';
/**
 * "Chat với người bán" on a listing (issue #18). A link to /user/tin-nhan/moi?listing=…, which
 * opens (or reopens) the conversation and shows it; a guest is sent through sign-in by the member
 * pages' guard and comes back to that same address, so the chat opens after signing in. The seller
 * does not see it on their own listing (the page is cached for everyone: the check is here).
 */
import Link from 'next/link';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { useAuthMember } from '../auth/use-auth';

export function chatStartHref(listingId: number): string {
  return `/user/tin-nhan/moi?listing=${listingId}`;
}

/** `compact`: the phone's contact bar, "Chat" beside call and SMS. */
export function ChatStartButton({ listingId, sellerId, compact = false }: { listingId: number; sellerId: number; compact?: boolean }) {
  const member = useAuthMember();
  if (member?.id === sellerId) return null;
  return (
    <Link
      href={chatStartHref(listingId)}
      prefetch={false}
      className={compact ? button({ variant: 'outline', size: 'sm' }) : `${button({ variant: 'outline', size: 'lg' })} ${wide}`}
      data-testid={compact ? 'contact-bar-chat' : 'chat-start'}
    >
      <svg width={compact ? 16 : 20} height={compact ? 16 : 20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeLinecap="round" strokeWidth="2.6" />
      </svg>
      {compact ? 'Chat' : 'Chat với người bán'}
    </Link>
  );
}

const wide = css({ w: '100%' });
