import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ChatConversationPage } from '~/components/chat/chat-pages';
import { UserPageCard } from '~/components/wallet/user-page';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Tin nhắn', robots: { index: false } };

export default async function ConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const conversationId = Number((await params).id);
  if (!Number.isInteger(conversationId) || conversationId <= 0 || conversationId > 2_147_483_647) notFound();
  const session = await requestCaller().auth.session();
  if (!session.member) redirect('/');
  return (
    <UserPageCard id="messages-title" title="Tin nhắn">
      <ChatConversationPage memberId={session.member.id} conversationId={conversationId} />
    </UserPageCard>
  );
}
