import type { Metadata } from 'next';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import { ActivateEmail } from '~/components/auth/activate-email';

export const metadata: Metadata = { title: 'Kích hoạt email', robots: { index: false } };

/** Spec §2 /active-email: the landing page of the SSO's email-activation link, which confirms it. */
export default async function ActiveEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <section className={cx(card({ stack: 'lg' }), message)} aria-labelledby="active-email-title">
      <h1 id="active-email-title" className={header.title}>
        Kích hoạt email
      </h1>
      <ActivateEmail token={typeof token === 'string' ? token.slice(0, 200) : ''} />
    </section>
  );
}

const header = pageHeader({ size: 'md' });
const message = css({ maxW: '520px', mx: 'auto', my: '8', textAlign: 'center' });
