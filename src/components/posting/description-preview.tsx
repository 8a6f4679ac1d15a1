'use client';
/**
 * The member's own description as it will look once published, sanitised in the browser with
 * DOMPurify against the allow-list the server applies with sanitize-html (src/lib/sanitize-html.ts).
 * Before hydration (no DOM to sanitise with) it shows the plain text.
 */
import DOMPurify from 'dompurify';
import { useMemo, useSyncExternalStore } from 'react';
import { htmlToText } from '~/lib/html-text';
import { DESCRIPTION_TAGS, LINK_ATTRIBUTES, safeHref } from '~/lib/sanitize-html-policy';

let linksHooked = false;

function sanitizeInBrowser(html: string): string {
  if (!linksHooked) {
    // Links keep an explicit http(s) address only, and open in a new tab without the opener.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = safeHref(node.getAttribute('href') ?? '');
      for (const name of node.getAttributeNames()) node.removeAttribute(name);
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('rel', LINK_ATTRIBUTES.rel);
        node.setAttribute('target', LINK_ATTRIBUTES.target);
      }
    });
    linksHooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...DESCRIPTION_TAGS], ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false });
}

const subscribeNever = () => () => undefined;

export function DescriptionPreview({ html, className }: { readonly html: string; readonly className: string }) {
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const safe = useMemo(() => (hydrated ? sanitizeInBrowser(html) : null), [hydrated, html]);
  if (safe === null) return <div className={className}>{htmlToText(html)}</div>;
  return <div className={className} data-testid="review-description" dangerouslySetInnerHTML={{ __html: safe }} />;
}
