import type { Metadata } from 'next';
import { FavouriteList } from '~/components/favourite/favourite-list';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Tin yêu thích', robots: { index: false } };

export default function LikePage() {
  return (
    <UserPageCard id="like-title" title="Tin yêu thích">
      <FavouriteList />
    </UserPageCard>
  );
}
