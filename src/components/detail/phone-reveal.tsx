'use client';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatPhone } from '~/lib/phone-format';
import { MessageIcon, PhoneIcon } from './icons';
import { usePhoneReveal } from './use-phone-reveal';

/** The contact card's phone: a tap reveals it (./use-phone-reveal), then `tel:` and `sms:` links. */
export function PhoneReveal({ listingId }: { listingId: number }) {
  const phone = usePhoneReveal(listingId);

  if (phone.state === 'shown') {
    return (
      <div className={actions}>
        <a href={`tel:${phone.phone}`} className={button({ size: 'lg' })} data-testid="contact-phone">
          <PhoneIcon /> {formatPhone(phone.phone)}
        </a>
        <a href={`sms:${phone.phone}`} className={button({ variant: 'outline', size: 'lg' })}>
          <MessageIcon /> Nhắn tin SMS
        </a>
      </div>
    );
  }

  return (
    <div className={actions}>
      <button
        type="button"
        className={button({ size: 'lg' })}
        onClick={phone.reveal}
        disabled={phone.state === 'asking'}
        aria-describedby={phone.state === 'failed' ? 'loi-so-dien-thoai' : undefined}
      >
        <PhoneIcon /> {phone.state === 'asking' ? 'Đang lấy số…' : 'Bấm để hiện số điện thoại'}
      </button>
      <span className={hint}>Gọi điện hoặc nhắn tin SMS sau khi hiện số</span>
      {phone.state === 'failed' ? (
        <p id="loi-so-dien-thoai" role="alert" className={error}>
          {phone.message}
        </p>
      ) : null}
    </div>
  );
}

const actions = css({ display: 'flex', flexDirection: 'column', gap: '2', '& > a, & > button': { w: '100%' } });
const hint = css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center' });
const error = css({ fontSize: 'sm', color: 'fg.accent' });
