/**
 * The script rule of cached pages (src/lib/content-security-policy.ts): Next serves ISR and static
 * pages from its cache without a nonce (its nonces would make every page dynamic), so the web
 * server, holding the whole document (./whole-answer.ts), allows exactly its inline scripts by
 * their SHA-256.
 */
import { createHash } from 'node:crypto';
import { hashSource } from '../lib/content-security-policy';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!text\/javascript|application\/javascript|module)[^"'\s>]/i;

/** The hash sources of every inline script a browser would run, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes) || body === '') continue;
    hashes.add(hashSource(createHash('sha256').update(body, 'utf8').digest('base64')));
  }
  return [...hashes];
}
