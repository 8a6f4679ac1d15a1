import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { ActivateEmail } from '~/components/auth/activate-email';

export const metadata: Metadata = { title: 'Kích hoạt email', robots: { index: false } };

/** Spec §2 /active-email: the landing page of the SSO's email-activation link, which confirms it. */
export default async function ActiveEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <section className={card} aria-labelledby="active-email-title">
      <h1 id="active-email-title" className={title}>
        Kích hoạt email
      </h1>
      <ActivateEmail token={typeof token === 'string' ? token.slice(0, 200) : ''} />
    </section>
  );
}

const card = css({ maxW: '520px', mx: 'auto', my: '8', bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: '6', textAlign: 'center' });
const title = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' });
