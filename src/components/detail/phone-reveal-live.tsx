'use client';
/**
 * Click-to-reveal phone: the number is fetched (detail.revealPhone) only when the visitor asks, so
 * it is never in the page's HTML for scrapers. Then `tel:` and `sms:` links.
 */
import { useMutation } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatPhone } from '~/lib/phone-format';
import { useTRPC } from '~/trpc/react';
import { MessageIcon, PhoneIcon } from './icons';
import { withData } from '../data/with-data';

const ERROR_MESSAGES: Partial<Record<string, string>> = {
  TOO_MANY_REQUESTS: 'Bạn đã xem quá nhiều số điện thoại. Vui lòng thử lại sau ít phút.',
  NOT_FOUND: 'Tin đã hết hạn hoặc không còn tồn tại nên không hiển thị số điện thoại.',
};

function PhoneReveal({ listingId }: { listingId: number }) {
  const trpc = useTRPC();
  const reveal = useMutation(trpc.detail.revealPhone.mutationOptions());

  if (reveal.data) {
    const { phone } = reveal.data;
    return (
      <div className={actions}>
        <a href={`tel:${phone}`} className={button({ size: 'lg' })} data-testid="contact-phone">
          <PhoneIcon /> {formatPhone(phone)}
        </a>
        <a href={`sms:${phone}`} className={button({ variant: 'outline', size: 'lg' })}>
          <MessageIcon /> Nhắn tin SMS
        </a>
      </div>
    );
  }

  const code = reveal.error?.data?.code;
  return (
    <div className={actions}>
      <button
        type="button"
        className={button({ size: 'lg' })}
        onClick={() => reveal.mutate({ id: listingId })}
        disabled={reveal.isPending}
        aria-describedby={reveal.isError ? 'loi-so-dien-thoai' : undefined}
      >
        <PhoneIcon /> {reveal.isPending ? 'Đang lấy số…' : 'Bấm để hiện số điện thoại'}
      </button>
      <span className={hint}>Gọi điện hoặc nhắn tin SMS sau khi hiện số</span>
      {reveal.isError ? (
        <p id="loi-so-dien-thoai" role="alert" className={error}>
          {(code ? ERROR_MESSAGES[code] : undefined) ?? reveal.error.message ?? 'Không lấy được số điện thoại, vui lòng thử lại.'}
        </p>
      ) : null}
    </div>
  );
}

const actions = css({ display: 'flex', flexDirection: 'column', gap: '2', '& > a, & > button': { w: '100%' } });
const hint = css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center' });
const error = css({ fontSize: 'sm', color: 'fg.accent' });

export default withData(PhoneReveal);
