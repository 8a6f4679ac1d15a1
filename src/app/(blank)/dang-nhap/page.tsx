import type { Metadata } from 'next';
import { Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import { SignInStart } from '~/components/auth/sign-in-start';

export const metadata: Metadata = { title: 'Đăng nhập', robots: { index: false } };

/** The sign-in entry page (guest-only: the notAuthenticated guard sends members to /user). */
export default function SignInPage() {
  return (
    <section className={cx(card({ stack: 'lg' }), message)} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={header.title}>
        Đăng nhập Rao vặt
      </h1>
      <p className={header.lead}>Một tài khoản cho mọi dịch vụ của báo: đăng tin, lưu tin yêu thích, nhận thông báo và quản lý ví điểm.</p>
      <Suspense fallback={null}>
        <SignInStart />
      </Suspense>
    </section>
  );
}

const header = pageHeader({ size: 'md' });
const message = css({ maxW: '520px', mx: 'auto', my: '8', textAlign: 'center', alignItems: 'center' });
