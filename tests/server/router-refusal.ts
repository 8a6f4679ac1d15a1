/**
 * How the router tests read a refusal from the app's server-side caller: the TRPCError's code and
 * message, the form field an upstream refusal is about (`FieldRefusal`, which the error formatter
 * sends as `data.field`), and, for an input the procedure's schema (zod or the contract's) refused, the paths of the
 * refused fields and the Vietnamese message the browser is shown instead of zod's English.
 */
import { TRPCError } from '@trpc/server';
import { invalidInputMessage, isInputRefusal, refusedInputFields } from '../../src/server/trpc';
import { FieldRefusal } from '../../src/server/upstream/to-trpc-error';

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly field: string | null;
  /** The refused input fields (schema issue paths), empty when the input was accepted. */
  readonly invalid: readonly string[];
}

export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const invalid = isInputRefusal(error.cause) ? refusedInputFields(error.cause) : [];
    return {
      code: error.code,
      message: isInputRefusal(error.cause) ? invalidInputMessage(invalid) : error.message,
      field: error.cause instanceof FieldRefusal ? error.cause.field : null,
      invalid,
    };
  }
  throw new Error('expected a refusal');
}

/** An input the procedure's schema refuses: BAD_REQUEST naming exactly these fields. */
export const invalidInput = (...fields: string[]): Refusal => ({
  code: 'BAD_REQUEST',
  message: `Thông tin gửi lên chưa hợp lệ (${fields.join(', ')}), vui lòng kiểm tra lại.`,
  field: null,
  invalid: fields,
});

/** An upstream refusal whose Vietnamese message the member is shown as it is. */
export const refused = (code: string, message: string, field: string | null = null): Refusal => ({ code, message, field, invalid: [] });
