import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { css } from 'styled-system/css';
import { ProfileForm } from '~/components/user/profile-form';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Thông tin cá nhân', robots: { index: false } };

export default async function ProfilePage() {
  const { member } = await requestCaller().auth.session();
  if (!member) redirect('/?login-redirect=%2Fuser');
  return (
    <section className={card} aria-labelledby="profile-title">
      <h1 id="profile-title" className={title}>
        Thông tin cá nhân
      </h1>
      <ProfileForm member={member} />
    </section>
  );
}

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' } });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '5' });
