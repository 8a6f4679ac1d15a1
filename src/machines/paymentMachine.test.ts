import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, test, vi } from 'vitest';
import { PAYMENT_PROVIDERS, vnpayValidateAnswer, type PaymentProvider } from '~/lib/payment-result';
import { paymentMachine, resultCodeOf, type CreatePaymentOutput, type ValidatePaymentOutput } from './paymentMachine';

const item = { kind: 'pack', id: 2 } as const;

function start(options: { created?: CreatePaymentOutput | Error; validated?: ValidatePaymentOutput | Error } = {}) {
  const reloadProfile = vi.fn();
  const createCalls = vi.fn();
  const settle = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const machine = paymentMachine.provide({
    actors: {
      createPayment: fromPromise(async ({ input }) => {
        createCalls(input);
        return settle(options.created ?? { ok: true, url: 'http://pay.example.vn/checkout?x=1' });
      }),
      validatePayment: fromPromise(({ input }) => settle(options.validated ?? { provider: input.provider, status: 1 })),
    },
    actions: { reloadProfile },
  });
  const actor = createActor(machine).start();
  return { actor, reloadProfile, createCalls };
}

/** The validate answer each provider gives for each app code (what the backend sends). */
function answer(provider: PaymentProvider, code: 0 | 1 | 2 | 3 | 4): ValidatePaymentOutput {
  if (provider !== 'vnpay') return { provider, status: code };
  const status = { 0: '11', 1: '00', 2: '99', 3: '24', 4: '51' }[code];
  return { provider, status, cancelled: code === 3, code };
}

const EXPECTED = {
  0: ['invalid', 'Thanh toán không hiệu lực hoặc hết hạn !'],
  1: ['success', 'Thanh toán thành công !'],
  2: ['pointsError', 'Có lỗi trong quá trình cộng điểm !'],
  3: ['cancelled', 'Thanh toán bị hủy bỏ !'],
  4: ['unsuccessful', 'Thanh toán không thành công !'],
} as const;

describe('paymentMachine', () => {
  test('start: loading on with a timestamp token, then the provider URL (http → https) in the modal, loading off', async () => {
    const { actor, createCalls } = start();
    actor.send({ type: 'payment.start', provider: 'momo', item, at: 1_700_000_000_000 });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.token).toBe(1_700_000_000_000);
    await waitFor(actor, (state) => state.matches('paying'));
    expect(createCalls).toHaveBeenCalledWith({ provider: 'momo', item, token: 1_700_000_000_000 });
    expect(actor.getSnapshot().context.url).toBe('https://pay.example.vn/checkout?x=1');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
  });

  test('the local sandbox on a loopback host keeps http', async () => {
    const { actor } = start({ created: { ok: true, url: 'http://localhost:4000/sandbox/momo/pay?t=1' } });
    actor.send({ type: 'payment.start', provider: 'momo', item, at: 1 });
    await waitFor(actor, (state) => state.matches('paying'));
    expect(actor.getSnapshot().context.url).toBe('http://localhost:4000/sandbox/momo/pay?t=1');
  });

  test.each([[{ ok: false } as const], [{ ok: false, message: 'Bạn tạo quá nhiều giao dịch.' } as const], [new Error('network')]])('creation failure (%s) resolves false and says so', async (created) => {
    const { actor } = start({ created });
    actor.send({ type: 'payment.start', provider: 'vnpay', item, at: 1 });
    await waitFor(actor, (state) => state.matches({ result: 'creationFailed' }));
    const expected = created instanceof Error || !('message' in created) ? 'Không tạo được giao dịch thanh toán, vui lòng thử lại.' : created.message;
    expect(actor.getSnapshot().context.message).toBe(expected);
    // The payer can try again from there.
    expect(actor.getSnapshot().can({ type: 'payment.start', provider: 'vnpay', item, at: 2 })).toBe(true);
  });

  for (const provider of PAYMENT_PROVIDERS) {
    test.each([0, 1, 2, 3, 4] as const)(`${provider}: result code %i → its state and spec §8 message`, async (code) => {
      const { actor, reloadProfile } = start({ validated: answer(provider, code) });
      actor.send({ type: 'payment.start', provider, item, at: 1 });
      await waitFor(actor, (state) => state.matches('paying'));
      actor.send({ type: 'payment.returned', provider, params: { any: 'thing' } });
      expect(actor.getSnapshot().value).toBe('validating');
      const [state, message] = EXPECTED[code];
      await waitFor(actor, (snapshot) => snapshot.matches({ result: state }));
      expect(actor.getSnapshot().context.message).toBe(message);
      expect(reloadProfile).toHaveBeenCalledTimes(code === 1 ? 1 : 0);
    });
  }

  test('MoMo and Napas: any status other than 1 is not success, unknown codes default to 4', () => {
    expect(resultCodeOf({ provider: 'momo', status: 1006 })).toBe(4);
    expect(resultCodeOf({ provider: 'napas', status: '1' })).toBe(4);
    expect(resultCodeOf({ provider: 'napas', status: 1 })).toBe(1);
    // VnPay: only '00' is success; the cancelled flag wins over the code.
    expect(resultCodeOf({ provider: 'vnpay', status: '00' })).toBe(1);
    expect(resultCodeOf({ provider: 'vnpay', status: '24', cancelled: true, code: 0 })).toBe(3);
    expect(resultCodeOf({ provider: 'vnpay', status: 1 })).toBe(4);
  });

  test("VnPay's answer round trip: every result code the backend writes is the code the machine reads", () => {
    for (const code of [0, 1, 2, 3, 4] as const) {
      for (const provider of [
        { signatureValid: true, providerCode: '00' },
        { signatureValid: true, providerCode: '24' },
        { signatureValid: true, providerCode: '51' },
        { signatureValid: false, providerCode: '00' },
      ]) {
        expect(resultCodeOf({ provider: 'vnpay', ...vnpayValidateAnswer(code, provider) })).toBe(code);
      }
    }
  });

  test('a validate call that fails shows code 0 variant message', async () => {
    const { actor } = start({ validated: new Error('network') });
    actor.send({ type: 'payment.returned', provider: 'napas', params: {} });
    await waitFor(actor, (state) => state.matches({ result: 'validationFailed' }));
    expect(actor.getSnapshot().context.message).toBe('Giao dịch không thành công, quý khách vui lòng thanh toán lại !');
  });

  test('a result page opened directly validates from idle; closing the modal returns to idle; reset clears', async () => {
    const direct = start({ validated: { provider: 'vnpay', status: '00' } });
    direct.actor.send({ type: 'payment.returned', provider: 'vnpay', params: { vnp_TxnRef: 'x' } });
    await waitFor(direct.actor, (state) => state.matches({ result: 'success' }));
    direct.actor.send({ type: 'payment.reset' });
    expect(direct.actor.getSnapshot().value).toBe('idle');
    expect(direct.actor.getSnapshot().context.message).toBeNull();

    const closing = start();
    closing.actor.send({ type: 'payment.start', provider: 'momo', item, at: 1 });
    await waitFor(closing.actor, (state) => state.matches('paying'));
    expect(closing.actor.getSnapshot().can({ type: 'payment.start', provider: 'momo', item, at: 2 })).toBe(false);
    closing.actor.send({ type: 'payment.close' });
    expect(closing.actor.getSnapshot().value).toBe('idle');
  });
});
