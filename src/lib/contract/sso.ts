/**
 * The single sign-on host (spec §7 "Single sign-on") and the code exchange we define
 * (docs/upstream-contract.md "SSO host").
 */
import { Schema } from 'effect';
import { MEMBER_ROLES } from '../member-roles';

/**
 * GET /auth/login's query: where the SSO sends the browser back. The host accepts only an address
 * on the app's origin and says so in its own message.
 */
export const LoginUrlRequest = Schema.Struct({ redirectUrl: Schema.String });

export const LoginUrlResponse = Schema.Struct({ loginUrl: Schema.String });

/** Bounds of the code exchange, plain so the app's callback handler can check a code without a schema library. */
export const SSO_BOUNDS = { codeMin: 20, codeMax: 100, redirectUrl: 2048 } as const;

/** POST /auth/token: the one-time code and the redirect address it was issued for. */
export const TokenExchangeRequest = Schema.Struct({
  code: Schema.String.pipe(Schema.minLength(SSO_BOUNDS.codeMin), Schema.maxLength(SSO_BOUNDS.codeMax)),
  redirectUrl: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(SSO_BOUNDS.redirectUrl)),
});

export const TokenExchangeResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ token: Schema.String, id: Schema.Number }),
});

export const AuthInfoResponse = Schema.Struct({
  code: Schema.Number,
  data: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String, role: Schema.Literal(...MEMBER_ROLES) })),
});

export const LogoutResponse = Schema.Struct({ status: Schema.Number });
