import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChatInboxPage } from '~/components/chat/chat-pages';
import { UserPageCard } from '~/components/wallet/user-page';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Tin nhắn', robots: { index: false } };

export default async function MessagesPage() {
  const session = await requestCaller().auth.session();
  if (!session.member) redirect('/');
  return (
    <UserPageCard id="messages-title" title="Tin nhắn">
      <ChatInboxPage memberId={session.member.id} />
    </UserPageCard>
  );
}
