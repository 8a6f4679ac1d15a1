/**
 * How many bytes each backend route may receive (issue #34): the upload calls their own caps, the
 * account forms and payment notifications a few kilobytes, every other call a small default. The
 * backend enforces this table (edge.ts `limitRequestBodies`), nginx's per-location
 * `client_max_body_size` is generated from it (scripts/cluster.ts `nginxConfig`) and docs/deploy.md
 * lists it. Change a limit here, never in a route. Pure data: the cluster script imports it.
 * @see docs/deploy.md
 */
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE_MESSAGE } from '~/lib/posting-rules';
import { AVATAR_MAX_BYTES, CHAT_PHOTO_MAX_BYTES, MULTIPART_ENVELOPE_BYTES } from '~/lib/upload-limits';

const KB = 1024;

/** The largest avatar and chat photo the services store, shared with the app's upload routes. */
export { AVATAR_MAX_BYTES, CHAT_PHOTO_MAX_BYTES, MULTIPART_ENVELOPE_BYTES };

export const BODY_TOO_LARGE_MESSAGE = 'Dữ liệu gửi lên quá lớn.';

export interface BodyLimit {
  /** Request paths exactly as routed (no query); any other path has the default. */
  readonly paths: readonly string[];
  readonly maxBytes: number;
  /** What these calls receive, which is why the limit is what it is (docs/deploy.md). */
  readonly receives: string;
  /** The refusal's message when the calls have a more specific one than the default. */
  readonly message?: string;
}

export const DEFAULT_BODY_LIMIT: BodyLimit = {
  paths: [],
  maxBytes: 64 * KB,
  receives: 'JSON and form calls of a few fields: a chat message (at most 4,000 characters), a comment, a report, a moderation decision',
};

export const BODY_LIMITS: readonly BodyLimit[] = [
  {
    paths: ['/api/content/upload-media', '/api/content/post', '/api/content/edit-post', '/fe-rv/create-repost'],
    maxBytes: MAX_REQUEST_BYTES,
    receives: "listing media, or a listing's form with its files: one request of spec §5 (a video is up to 200 MB)",
    message: REQUEST_TOO_LARGE_MESSAGE,
  },
  {
    paths: ['/api/chat/upload-photo'],
    maxBytes: CHAT_PHOTO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    receives: 'one chat photo of at most 10 MB, as multipart',
  },
  {
    paths: ['/api/member/profile/edit'],
    maxBytes: AVATAR_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    receives: 'the profile form with an avatar of at most 5 MB, as multipart',
  },
  {
    paths: [
      '/api/member/login',
      '/api/member/register',
      '/api/member/activate-email',
      '/sso/dang-nhap',
      '/sso/dang-nhap/ma-xac-nhan',
      '/sso/dang-ky',
      '/sso/quen-mat-khau',
      '/sso/dat-lai-mat-khau',
      '/auth/token',
      '/auth/logout',
    ],
    maxBytes: 8 * KB,
    receives: 'sign-in, registration, password reset and token forms: a few short fields, open to anyone',
  },
  {
    paths: ['/api/payment/ipnMoMo', '/api/payment/ipnNapas'],
    maxBytes: 16 * KB,
    receives: "a payment provider's notification: a dozen signed fields, open to anyone",
  },
];

const byPath = new Map(BODY_LIMITS.flatMap((limit) => limit.paths.map((path) => [path, limit] as const)));

/** The limit of a request path: its entry in BODY_LIMITS, or the default. */
export function bodyLimitOf(path: string): BodyLimit {
  return byPath.get(path) ?? DEFAULT_BODY_LIMIT;
}
