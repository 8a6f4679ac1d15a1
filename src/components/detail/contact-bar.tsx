'use client';
/**
 * Phones: the seller's contact stays at the bottom of the screen while the visitor reads (issue
 * #20), as on the leading marketplaces. The number is asked for only on a tap, like the contact
 * card's (never in the HTML, ./use-phone-reveal), and a reveal in either shows the number in both;
 * once shown, the bar calls or texts it. "Chat" opens the conversation with the seller (never on
 * their own listing). The page keeps room for the bar under its footer (panda.config.ts).
 */
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatPhone } from '~/lib/phone-format';
import { ChatStartButton } from '../chat/chat-start-button';
import { SafePurchaseButton } from '../safe-purchase/safe-purchase-button';
import { MessageIcon, PhoneIcon } from './icons';
import { usePhoneReveal } from './use-phone-reveal';

export function ContactBar({ listingId, sellerId, contactName, safePurchase }: { listingId: number; sellerId: number; contactName: string; safePurchase: boolean }) {
  const reveal = usePhoneReveal(listingId);
  const phone = reveal.state === 'shown' ? reveal.phone : null;
  return (
    <div className={bar} role="region" aria-label="Liên hệ nhanh" data-contact-bar="">
      {/* Once the number shows, it names the contact: the row is for the three actions. */}
      {phone ? null : <span className={who}>{contactName}</span>}
      <ChatStartButton listingId={listingId} sellerId={sellerId} compact />
      {safePurchase ? <SafePurchaseButton listingId={listingId} sellerId={sellerId} compact /> : null}
      {phone ? (
        <>
          <a href={`sms:${phone}`} className={button({ variant: 'outline', size: 'sm' })}>
            <MessageIcon /> SMS
          </a>
          <a href={`tel:${phone}`} className={`${button({ size: 'sm' })} ${callLink}`} data-testid="contact-bar-call">
            <PhoneIcon /> {formatPhone(phone)}
          </a>
        </>
      ) : (
        <button type="button" className={button({ size: 'sm' })} disabled={reveal.state === 'asking'} onClick={reveal.reveal}>
          <PhoneIcon /> {reveal.state === 'asking' ? 'Đang lấy số…' : 'Hiện số để gọi'}
        </button>
      )}
      {reveal.state === 'failed' ? (
        <p role="alert" className={error}>
          {reveal.message}
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
const callLink = css({ flex: '1', minW: '0', whiteSpace: 'nowrap' });
const who = css({ flex: '1', minW: '0', fontSize: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const error = css({ w: '100%', fontSize: 'xs', color: 'fg.accent' });
