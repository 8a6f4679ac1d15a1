/**
 * Issue #7: "every payment path for each provider and every result code 0–4". The registry's
 * `coverCases` gives each validate answer (provider × code) a path of its own, and
 * `traversal.allow` keeps each one coherent: started and returned with the same provider, through
 * the payment modal.
 */
import { describe, expect, it } from 'vitest';
import { generatePaths } from '~/machines/chart/paths';
import { resultCodeOf, type ValidatePaymentOutput } from '~/machines/paymentMachine';
import { paymentEntry } from '~/machines/registry/payment';
import { PAYMENT_PROVIDERS } from '~/lib/payment-result';

describe('payment paths', () => {
  const paths = generatePaths(paymentEntry);

  it('play every result code 0–4 for each provider, each through the modal of that provider', () => {
    const played = paths.flatMap((path) => {
      const types = path.steps.map((step) => step.event.type);
      const last = path.steps.at(-1)?.event;
      if (last?.type !== 'xstate.done.actor.validatePayment') return [];
      const output = last.output as ValidatePaymentOutput;
      expect(types, path.text).toEqual(['xstate.init', 'payment.start', 'xstate.done.actor.createPayment', 'payment.returned', 'xstate.done.actor.validatePayment']);
      for (const step of path.steps.slice(1, 4)) if ('provider' in step.event) expect(step.event.provider, path.text).toBe(output.provider);
      return [`${output.provider}:${resultCodeOf(output)}`];
    });
    const expected = PAYMENT_PROVIDERS.flatMap((provider) => [0, 1, 2, 3, 4].map((code) => `${provider}:${code}`));
    expect([...played].sort()).toEqual([...expected].sort());
  });

  it('stay few: one per provider × code plus one per remaining transition', () => {
    expect(paths.length).toBeLessThanOrEqual(15 + 6);
  });
});
