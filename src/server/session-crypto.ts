/**
 * Sealing of the session cookie: AES-256-GCM with a key derived (HKDF-SHA-256) from SESSION_SECRET.
 * Web Crypto only, so the same code runs in route handlers, server components and the proxy.
 * A tampered, truncated or expired cookie unseals to null: the visitor is a guest.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface SessionPayload {
  /** The member's bearer token for upstream calls; never leaves the server. */
  readonly token: string;
  readonly memberId: number;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function sessionKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('rao-vat/session'), info: encoder.encode('cookie v1') },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keyCache.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  const copy = new Uint8Array(new ArrayBuffer(bytes.length));
  copy.set(bytes);
  return copy;
}

export async function sealSession(payload: SessionPayload, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = encoder.encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sessionKey(secret), data));
  return `v1.${toBase64Url(iv)}.${toBase64Url(sealed)}`;
}

function isPayload(value: unknown): value is SessionPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.token === 'string' && Number.isInteger(candidate.memberId) && typeof candidate.expiresAt === 'number';
}

export async function unsealSession(cookie: string | undefined, secret: string, now = Date.now()): Promise<SessionPayload | null> {
  if (!cookie || cookie.length > 4096) return null;
  const [version, ivText, sealedText] = cookie.split('.');
  if (version !== 'v1' || !ivText || !sealedText) return null;
  const iv = fromBase64Url(ivText);
  const sealed = fromBase64Url(sealedText);
  if (!iv || iv.length !== 12 || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await sessionKey(secret), sealed);
    const payload: unknown = JSON.parse(decoder.decode(plain));
    if (!isPayload(payload) || payload.expiresAt * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}
