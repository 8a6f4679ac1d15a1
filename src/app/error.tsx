'use client';
import Link from 'next/link';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { progress } from '~/components/layout/progress-store';

/** Render failures inside a layout: a Vietnamese message and a way back; details stay in the server log. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    progress.fail();
  }, []);
  return (
    <div className={box} role="alert">
      <h1 className={title}>Đã có lỗi xảy ra</h1>
      <p className={text}>Trang chưa tải được. Bạn vui lòng thử lại, hoặc quay về trang chủ.</p>
      <div className={actions}>
        <button type="button" className={button()} onClick={reset}>
          Thử lại
        </button>
        <Link href="/" className={button({ variant: 'outline' })}>
          Về trang chủ
        </Link>
      </div>
    </div>
  );
}

const box = css({ maxW: '520px', mx: 'auto', my: '16', px: '4', textAlign: 'center', display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'center' });
const title = css({ fontSize: '2xl', fontWeight: 'bold' });
const text = css({ color: 'fg.muted' });
const actions = css({ display: 'flex', gap: '3' });
