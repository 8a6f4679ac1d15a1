/**
 * The client's address behind proxies (issue #14: nginx in front of every instance). Proxies on
 * this machine (loopback) and those named in TRUSTED_PROXIES are believed; the client is the
 * nearest hop that is not one of them, reading X-Forwarded-For from the right (each proxy appends
 * the address it saw, so anything a client wrote itself stays on the left and is never reached).
 * With only trusted hops (everything on one machine), the original sender is the leftmost.
 */
const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

export function trustedProxiesFrom(list: string | undefined): ReadonlySet<string> {
  return new Set((list ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''));
}

export function clientAddressOf(forwardedFor: string | null | undefined, socketAddress: string | undefined, trusted: ReadonlySet<string> = new Set()): string {
  const isTrusted = (address: string) => isLoopback(address) || trusted.has(address);
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim().slice(0, 64))
    .filter((hop) => hop !== '');
  const chain = socketAddress === undefined ? hops : [...hops, socketAddress];
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index] ?? '';
    if (!isTrusted(hop)) return hop;
  }
  return chain[0] ?? 'unknown';
}
