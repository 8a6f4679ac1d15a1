/**
 * Random secrets and their stored form: tokens and codes are random, only their SHA-256 is kept.
 */
import { createHash, randomBytes } from 'node:crypto';

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
