'use client';
import { css } from 'styled-system/css';
import { PAYMENT_PROVIDERS, PROVIDER_NAMES, type PaymentProvider } from '~/lib/payment-result';

/** MoMo, VNPAY or Napas: the same gateways as the wallet's top-up. */
export function ProviderChoice({ value, onChange, name }: { value: PaymentProvider; onChange: (provider: PaymentProvider) => void; name: string }) {
  return (
    <fieldset className={group}>
      <legend className={legend}>Thanh toán qua</legend>
      {PAYMENT_PROVIDERS.map((provider) => (
        <label key={provider} className={option}>
          <input type="radio" name={name} value={provider} checked={value === provider} onChange={() => onChange(provider)} />
          {PROVIDER_NAMES[provider]}
        </label>
      ))}
    </fieldset>
  );
}

const group = css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0', m: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '1' });
const option = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', py: '1', cursor: 'pointer' });
