import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { button } from 'styled-system/recipes/button';
import { UserPageCard } from '~/components/wallet/user-page';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Chat với người bán', robots: { index: false } };

/** "Chat với người bán" lands here (after sign-in for a guest): opens the conversation and shows it. */
export default async function OpenConversationPage({ searchParams }: { searchParams: Promise<{ listing?: string }> }) {
  const listingId = Number((await searchParams).listing);
  let message = 'Không tìm thấy tin đăng để bắt đầu trò chuyện.';
  if (Number.isInteger(listingId) && listingId > 0) {
    let conversationId: number | null = null;
    try {
      conversationId = await requestCaller().chat.open({ listingId });
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      message = error.message;
    }
    if (conversationId !== null) redirect(`/user/tin-nhan/${conversationId}`);
  }
  return (
    <UserPageCard id="chat-open-title" title="Chat với người bán">
      <p role="alert">{message}</p>
      <p>
        <Link href="/user/tin-nhan" className={button({ variant: 'outline', size: 'md' })}>
          Về hộp tin nhắn
        </Link>
      </p>
    </UserPageCard>
  );
}
