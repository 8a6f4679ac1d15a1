import { css } from 'styled-system/css';

const PROVIDERS = [
  { key: 'momo', name: 'MoMo', tone: 'momo' },
  { key: 'vnpay', name: 'VNPAY', tone: 'vnpay' },
  { key: 'napas', name: 'NAPAS', tone: 'napas' },
] as const;

/** Payment methods accepted (spec §2 footer), as wordmarks drawn locally. */
export function PaymentLogos() {
  return (
    <ul className={list} aria-label="Phương thức thanh toán">
      {PROVIDERS.map((provider) => (
        <li key={provider.key} className={chip} data-tone={provider.tone} title={`Thanh toán qua ${provider.name}`}>
          {provider.name}
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const chip = css({
  px: '3',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontWeight: 'bold',
  fontSize: 'sm',
  letterSpacing: 'wide',
  '&[data-tone=momo]': { color: 'partner.momo' },
  '&[data-tone=vnpay]': { color: 'partner.vnpay' },
  '&[data-tone=napas]': { color: 'partner.napas' },
});
