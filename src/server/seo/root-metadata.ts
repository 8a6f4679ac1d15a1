/**
 * The root layout's metadata. Its `metadataBase` turns every page's relative canonical and
 * OpenGraph URLs into absolute ones, so it is the run-time site address (SITE_URL), read when a
 * page renders — never the build's (issue #34).
 */
import type { Metadata } from 'next';
import { siteUrl } from '~/env';
import { SITE_DESCRIPTION, SITE_NAME } from '~/lib/site';

export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${SITE_NAME} – Mua bán, rao vặt toàn quốc`, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, locale: 'vi_VN', type: 'website' },
    icons: { icon: '/favicon.svg' },
  };
}
