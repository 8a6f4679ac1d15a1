'use client';
/**
 * Phones: the seller's contact stays at the bottom of the screen while the visitor reads (issue
 * #20), as on the leading marketplaces. The number is asked for only on a tap, like the contact
 * card's (never in the HTML); once shown, the bar calls or texts it.
 */
import { useMutation } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatPhone } from '~/lib/phone-format';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';
import { MessageIcon, PhoneIcon } from './icons';

function ContactBar({ listingId, contactName }: { listingId: number; contactName: string }) {
  const trpc = useTRPC();
  const reveal = useMutation(trpc.detail.revealPhone.mutationOptions());
  const phone = reveal.data?.phone ?? null;
  return (
    <div className={bar} role="region" aria-label="Liên hệ nhanh" data-contact-bar="">
      <span className={who}>{contactName}</span>
      {phone ? (
        <>
          <a href={`sms:${phone}`} className={button({ variant: 'outline', size: 'sm' })}>
            <MessageIcon /> SMS
          </a>
          <a href={`tel:${phone}`} className={button({ size: 'sm' })} data-testid="contact-bar-call">
            <PhoneIcon /> {formatPhone(phone)}
          </a>
        </>
      ) : (
        <button type="button" className={button({ size: 'sm' })} disabled={reveal.isPending} onClick={() => reveal.mutate({ id: listingId })}>
          <PhoneIcon /> {reveal.isPending ? 'Đang lấy số…' : 'Hiện số để gọi'}
        </button>
      )}
      {reveal.isError ? (
        <p role="alert" className={error}>
          {reveal.error.message || 'Không lấy được số điện thoại, vui lòng thử lại.'}
        </p>
      ) : null}
    </div>
  );
}

const bar = css({
  display: { base: 'flex', md: 'none' },
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 950,
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '2',
  px: '3',
  py: '2',
  pb: 'calc(token(spacing.2) + env(safe-area-inset-bottom))',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'raised',
});
const who = css({ flex: '1', minW: '0', fontSize: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const error = css({ w: '100%', fontSize: 'xs', color: 'fg.accent' });

export default withData(ContactBar);
