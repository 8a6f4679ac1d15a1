import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProfileForm } from '~/components/user/profile-form';
import { requestCaller } from '~/server/loaders/callers';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Thông tin cá nhân', robots: { index: false } };

export default async function ProfilePage() {
  const { member } = await requestCaller().auth.session();
  if (!member) redirect('/?login-redirect=%2Fuser');
  return (
    <UserPageCard id="profile-title" title="Thông tin cá nhân">
      <ProfileForm member={member} />
    </UserPageCard>
  );
}
