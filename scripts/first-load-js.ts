/**
 * First-load JavaScript of a page: gzip -9 size of the module scripts its HTML loads (what a modern
 * browser downloads before the page is interactive; `noModule` polyfills and chunks loaded later by
 * islands are not counted). Used by the bench and by the e2e budget check.
 */
import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  readonly bytes: number;
  readonly scripts: readonly { readonly src: string; readonly gzipBytes: number }[];
}

/** Reads a URL's body (a test passes its signed-in request context). */
type FetchBytes = (url: string) => Promise<Uint8Array>;

const fetchBytes: FetchBytes = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());

export function moduleScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)) {
    const attributes = `${match[1] ?? ''} ${match[3] ?? ''}`;
    if (/nomodule/i.test(attributes) || !match[2]?.startsWith('/_next/')) continue;
    sources.add(match[2]);
  }
  return [...sources];
}

export async function firstLoadJs(baseUrl: string, html: string, read: FetchBytes = fetchBytes): Promise<FirstLoadJs> {
  const scripts = [];
  for (const src of moduleScripts(html)) {
    scripts.push({ src, gzipBytes: gzipSync(await read(`${baseUrl}${src}`), { level: 9 }).length });
  }
  return { bytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}
