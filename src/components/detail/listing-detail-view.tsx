import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { siteUrl } from '~/env';
import { formatDate, relativeTime } from '~/lib/time';
import type { ListingDetail } from '~/server/dto/listing-detail';
import type { SellerRatingView } from '~/server/dto/review';
import { listingJsonLd } from '~/server/dto/listing-structured-data';
import { DetailBreadcrumbs } from './detail-breadcrumbs';
import { ContactBar } from './contact-bar';
import { ContactCard } from './contact-card';
import { ListingFacts } from './listing-facts';
import { LocationMap } from './location-map';
import { PanoramaSection } from './panorama-section';
import { PhotoGallery } from './photo-gallery';
import { ReportListing } from './report-listing';
import { ShareButtons } from './share-buttons';
import { VideoSection } from './video-section';
import { ViewCount } from './view-count';
import { DocumentIcon, PinIcon } from './icons';

const TIER_LABEL: Record<2 | 3, string> = { 2: 'VIP', 3: 'Super VIP' };

interface ListingDetailViewProps {
  readonly listing: ListingDetail;
  /** The seller's stars (null when unavailable); part of the cached page, refreshed when a review changes. */
  readonly sellerRating: SellerRatingView | null;
  /** Server-rendered blocks that load on their own (comments, similar listings). */
  readonly comments: ReactNode;
  readonly similar: ReactNode;
}

/** The listing page (spec §2 `/{cat}/{detail}`): gallery, facts, media, map, contact, comments. */
export function ListingDetailView({ listing, sellerRating, comments, similar }: ListingDetailViewProps) {
  const now = new Date();
  const absoluteUrl = new URL(listing.href, siteUrl()).toString();
  return (
    <article className={page} data-listing-id={listing.id} data-state={listing.isActive ? 'active' : 'inactive'}>
      <DetailBreadcrumbs crumbs={listing.breadcrumbs} title={listing.title} />
      {listing.isActive ? null : (
        <div role="status" className={expiredBanner}>
          <strong>Tin đã hết hạn</strong>
          <span>Tin này không còn hiển thị số điện thoại liên hệ. Bạn có thể xem các tin tương tự bên dưới.</span>
        </div>
      )}
      <div className={layout}>
        <div className={headArea}>
          <PhotoGallery images={listing.images} title={listing.title} />
          <header className={headline}>
            <div className={chips}>
              {listing.tier !== 1 ? (
                <span className={badge({ tone: listing.tier === 3 ? 'accent' : 'vip' })}>{TIER_LABEL[listing.tier]}</span>
              ) : null}
              <span className={chip}>{listing.postingForm}</span>
              {listing.label ? <span className={chip}>{listing.label}</span> : null}
              {listing.verified ? <span className={badge({ tone: 'verified' })}>✓ Đã xác thực</span> : null}
            </div>
            <h1 className={title}>{listing.title}</h1>
            <p className={price}>
              {listing.priceText}
              {listing.realEstate?.pricePerM2Text ? <span className={perM2}>~ {listing.realEstate.pricePerM2Text}</span> : null}
            </p>
            <p className={meta}>
              <span className={withIcon}>
                <PinIcon /> {listing.location.stage || listing.location.address}
              </span>
              {listing.location.formerAddress ? (
                <span className={formerAddress} data-testid="former-address">
                  Trước 01/07/2025: {listing.location.formerAddress}
                </span>
              ) : null}
              <span>
                Đăng <time dateTime={listing.postedAt.toISOString()}>{relativeTime(listing.postedAt, now)}</time>
              </span>
              {listing.endsAt ? (
                <span>
                  {listing.isActive ? 'Hết hạn' : 'Đã hết hạn'} ngày <time dateTime={listing.endsAt.toISOString()}>{formatDate(listing.endsAt)}</time>
                </span>
              ) : null}
              <ViewCount listingId={listing.id} initial={listing.viewCount} />
            </p>
          </header>
        </div>

        <aside className={asideArea} aria-label="Liên hệ người bán">
          <ContactCard listing={listing} sellerRating={sellerRating} />
          <ShareButtons path={listing.href} absoluteUrl={absoluteUrl} title={listing.title} />
          {listing.isActive ? <ReportListing listingId={listing.id} sellerId={listing.seller.id} /> : null}
          <SafetyTips className={fromLg} />
        </aside>
        {listing.isActive ? <ContactBar listingId={listing.id} sellerId={listing.seller.id} contactName={listing.contactName} safePurchase={listing.safePurchase} /> : null}

        <div className={bodyArea}>
          <DetailSection id="thong-tin" title="Thông tin chi tiết">
            <ListingFacts listing={listing} />
          </DetailSection>
          <DetailSection id="mo-ta" title="Mô tả">
            {listing.descriptionHtml.trim() === '' ? (
              <p className={muted}>Người đăng chưa viết mô tả.</p>
            ) : (
              // Sanitised on the server (src/lib/sanitize-html.ts, allow-list) before it gets here.
              <div className={description} dangerouslySetInnerHTML={{ __html: listing.descriptionHtml }} />
            )}
          </DetailSection>
          {listing.videos.length > 0 ? (
            <DetailSection id="video" title="Video">
              <VideoSection videos={listing.videos} title={listing.title} />
            </DetailSection>
          ) : null}
          {listing.panoramas.length > 0 ? (
            <DetailSection id="anh-360" title="Ảnh 360°">
              <PanoramaSection panoramas={listing.panoramas} title={listing.title} />
            </DetailSection>
          ) : null}
          {listing.documents.length > 0 ? (
            <DetailSection id="tai-lieu" title="Tài liệu đính kèm">
              <ul className={documents}>
                {listing.documents.map((document) => (
                  <li key={document.url}>
                    <a href={document.url} target="_blank" rel="noopener noreferrer" className={docLink}>
                      <DocumentIcon /> {document.name}
                    </a>{' '}
                    <span className={muted}>({document.sizeText})</span>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <DetailSection id="vi-tri" title="Vị trí">
            <p className={address}>{listing.location.address}</p>
            {listing.location.lat !== null && listing.location.lng !== null ? (
              <LocationMap lat={listing.location.lat} lng={listing.location.lng} label={listing.title} />
            ) : (
              <p className={muted}>Người đăng chưa đánh dấu vị trí trên bản đồ.</p>
            )}
          </DetailSection>
          <DetailSection id="binh-luan" title="Bình luận">
            {comments}
          </DetailSection>
          <SafetyTips className={belowLg} />
        </div>
      </div>
      <div className={similarArea}>{similar}</div>
      <script
        type="application/ld+json"
        // JSON-LD is data, not markup; `<` is escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(listingJsonLd(listing, siteUrl())).replace(/</g, '\\u003c') }}
      />
    </article>
  );
}

/** Shown beside the contact on wide screens and after the content on phones, so it never pushes the facts down. */
function SafetyTips({ className }: { className: string }) {
  return (
    <div className={`${safety} ${className}`}>
      <strong>Mua bán an toàn</strong>
      <ul>
        <li>Không chuyển tiền đặt cọc khi chưa xem hàng, xem nhà.</li>
        <li>Kiểm tra giấy tờ, nguồn gốc trước khi giao dịch.</li>
        <li>Gặp mặt ở nơi công cộng, đông người.</li>
      </ul>
    </div>
  );
}

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// The room for the phone's contact bar is kept under the whole page, footer included (panda.config.ts).
const page = css({ pb: '8' });
const expiredBanner = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: { base: '1', md: '3' },
  alignItems: { md: 'center' },
  mb: '4',
  px: '4',
  py: '3',
  borderRadius: 'md',
  bg: 'bg.accentSubtle',
  color: 'fg.accent',
  borderWidth: '1px',
  borderColor: 'brand.200',
  '& strong': { fontSize: 'md' },
  '& span': { color: 'fg.default', fontSize: 'sm' },
});
const layout = css({
  display: 'grid',
  gap: { base: '4', lg: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
  gridTemplateAreas: { base: '"head" "aside" "body"', lg: '"head aside" "body aside"' },
  alignItems: 'start',
});
const headArea = css({ gridArea: 'head', display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const asideArea = css({
  gridArea: 'aside',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  position: { lg: 'sticky' },
  // Below the sticky site header.
  top: { lg: '20' },
});
const bodyArea = css({ gridArea: 'body', display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const headline = card({ padding: 'md', stack: 'sm' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'bg.muted',
  color: 'fg.default',
});
const title = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.3', color: 'fg.default' });
const price = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', color: 'fg.price' });
const perM2 = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' });
const withIcon = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });
const formerAddress = css({ flexBasis: 'full', fontSize: 'xs', color: 'fg.subtle' });
const meta = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', fontSize: 'sm', color: 'fg.muted' });
const section = card({ padding: 'md' });
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3', color: 'fg.default' });
const description = css({
  color: 'fg.default',
  lineHeight: '1.7',
  overflowWrap: 'anywhere',
  '& p': { mb: '3' },
  '& ul': { listStyleType: 'disc', pl: '5', mb: '3' },
  '& ol': { listStyleType: 'decimal', pl: '5', mb: '3' },
  '& li': { mb: '1' },
  '& h3': { fontSize: 'md', fontWeight: 'bold', mt: '4', mb: '2' },
  '& h4': { fontSize: 'sm', fontWeight: 'bold', mt: '3', mb: '2' },
  '& strong, & b': { fontWeight: 'bold' },
  '& em, & i': { fontStyle: 'italic' },
  '& a': { color: 'fg.accent', textDecoration: 'underline' },
});
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const address = css({ mb: '3', color: 'fg.default' });
const documents = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const docLink = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'fg.accent', _hover: { textDecoration: 'underline' } });
const fromLg = css({ display: { base: 'none', lg: 'block' } });
const belowLg = css({ display: { base: 'block', lg: 'none' } });
const similarArea = css({ mt: { base: '8', md: '10' } });
const safety = cx(card({ padding: 'sm' }), css({
  fontSize: 'sm',
  color: 'fg.muted',
  '& strong': { display: 'block', color: 'fg.default', mb: '2' },
  '& ul': { listStyleType: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' },
}));
