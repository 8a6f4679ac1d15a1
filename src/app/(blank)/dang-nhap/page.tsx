import type { Metadata } from 'next';
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { SignInStart } from '~/components/auth/sign-in-start';

export const metadata: Metadata = { title: 'Đăng nhập', robots: { index: false } };

/** The sign-in entry page (guest-only: the notAuthenticated guard sends members to /user). */
export default function SignInPage() {
  return (
    <section className={card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={title}>
        Đăng nhập Rao vặt
      </h1>
      <p className={text}>Một tài khoản cho mọi dịch vụ của báo: đăng tin, lưu tin yêu thích, nhận thông báo và quản lý ví điểm.</p>
      <Suspense fallback={null}>
        <SignInStart />
      </Suspense>
    </section>
  );
}

const card = css({ maxW: '520px', mx: 'auto', my: '8', bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: '6', textAlign: 'center', display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'center' });
const title = css({ fontSize: 'xl', fontWeight: 'bold' });
const text = css({ color: 'fg.muted' });
