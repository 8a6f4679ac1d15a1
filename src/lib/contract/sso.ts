/**
 * The single sign-on host (spec §7 "Single sign-on") and the code exchange we define
 * (docs/upstream-contract.md "SSO host").
 */
import { Schema } from 'effect';

export const LoginUrlResponse = Schema.Struct({ loginUrl: Schema.String });

export const TokenExchangeResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ token: Schema.String, id: Schema.Number }),
});

export const AuthInfoResponse = Schema.Struct({
  code: Schema.Number,
  data: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String, role: Schema.Literal('member', 'moderator') })),
});

export const LogoutResponse = Schema.Struct({ status: Schema.Number });
