import type { Metadata } from 'next';
import { OutageContent } from '~/components/outage/outage-content';

/** Built once, needing no backend: the web server serves it for pages that fail during an outage. */
export const dynamic = 'force-static';

export const metadata: Metadata = { title: 'Hệ thống đang tạm gián đoạn', robots: { index: false, follow: false } };

export default function OutagePage() {
  return <OutageContent />;
}
