import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { OUTAGE_RETRY_SECONDS } from '~/lib/outage';

/**
 * What a visitor sees while the backend is down or hanging, inside the normal layout. The web
 * server sends it without scripts (nginx's copy, scripts/nginx.ts), so the actions are plain links and
 * the page reloads itself with a meta refresh.
 */
export function OutageContent() {
  return (
    <div className={box} role="alert">
      <h1 className={title}>Hệ thống đang tạm gián đoạn</h1>
      <p className={text}>
        Chúng tôi chưa tải được trang này vì máy chủ dữ liệu đang không phản hồi. Trang sẽ tự tải lại sau {OUTAGE_RETRY_SECONDS} giây, bạn không cần làm gì thêm.
      </p>
      <p className={text}>Tin đăng, ví điểm và giao dịch của bạn vẫn được giữ nguyên.</p>
      <div className={actions}>
        {/* A plain link to the current address: it works without JavaScript. */}
        <a href="" className={button()}>
          Thử lại ngay
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={button({ variant: 'outline' })}>
          Về trang chủ
        </a>
      </div>
    </div>
  );
}

const box = css({ maxW: '560px', mx: 'auto', my: { base: '10', md: '16' }, px: '4', textAlign: 'center', display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'center' });
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' });
const text = css({ color: 'fg.muted', lineHeight: '1.6' });
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' });
