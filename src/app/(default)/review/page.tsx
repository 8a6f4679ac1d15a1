import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { emptyState } from 'styled-system/recipes/empty-state';
import { pageHeader } from 'styled-system/recipes/page-header';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { RatingBreakdown } from '~/components/review/rating-breakdown';
import { ReviewCard } from '~/components/review/review-card';
import { ReviewFilters } from '~/components/review/review-filters';
import { ReviewPagination } from '~/components/review/review-pagination';
import { ReviewsGuide } from '~/components/review/reviews-guide';
import { parseReviewParams, reviewsHref, type ReviewFilters as Filters } from '~/lib/review-url';
import { formatRating, formatReviewCount } from '~/lib/reviews';
import { formatDate } from '~/lib/time';
import type { PublicProfileView } from '~/server/dto/public-profile';
import { loadReviewedSeller, loadReviewPage, loadSellerRating } from '~/server/loaders/review-page';
import { REVIEWS_PER_PAGE } from '~/server/routers/reviews';
import { MediaPicture } from '~/components/ui/media-picture';
import { groupThousands } from '~/lib/number-text';

interface ReviewPageProps {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The seller of `?seller=` (404 when it cannot be one or does not exist), with the parsed filters. */
async function viewOf(searchParams: ReviewPageProps['searchParams']): Promise<{ filters: Filters; seller: PublicProfileView | null }> {
  const { filters, invalidSeller } = parseReviewParams(await searchParams);
  if (invalidSeller) notFound();
  if (filters.sellerId === null) return { filters, seller: null };
  const seller = await loadReviewedSeller(filters.sellerId);
  if (!seller) notFound();
  return { filters, seller };
}

export async function generateMetadata({ searchParams }: ReviewPageProps): Promise<Metadata> {
  const { filters, seller } = await viewOf(searchParams);
  const [rating, page] = await Promise.all([loadSellerRating(filters.sellerId), loadReviewPage(filters.sellerId, filters.rating, filters.page)]);
  const pageSuffix = filters.page > 1 ? ` – Trang ${filters.page}` : '';
  const canonical = reviewsHref({ sellerId: filters.sellerId, page: filters.page });
  // A star filter is a view of the canonical list; an empty list or a page past the end has nothing to index.
  const thin = filters.rating !== null || page === null || page.items.length === 0;
  const robots = thin ? { index: false, follow: true } : undefined;
  if (seller) {
    const score = rating?.average ? `được đánh giá ${formatRating(rating.average)}/5 sao qua ${formatReviewCount(rating.count)}` : 'chưa có đánh giá nào';
    return {
      title: `Đánh giá về ${seller.fullName}${pageSuffix}`,
      description: `${seller.fullName} ${score} của thành viên Rao vặt. Xem nhận xét về từng giao dịch và phản hồi của người bán.`,
      alternates: { canonical },
      robots,
    };
  }
  return {
    title: `Đánh giá người bán${pageSuffix}`,
    description: 'Nhận xét thật của thành viên Rao vặt về người bán: số sao, lời nhận xét sau mỗi giao dịch và phản hồi của người bán. Xem trước khi mua, đánh giá sau khi giao dịch.',
    alternates: { canonical },
    robots,
  };
}

/**
 * `/review` (spec §2 "Exists; content not shown", defined in docs/decisions.md): members' reviews of
 * sellers, newest first; `?seller=` narrows to one seller with their aggregate, `?stars=` to one
 * star count. Rendered per request (it reads its query); per-visitor actions are client islands.
 */
export default async function ReviewPage({ searchParams }: ReviewPageProps) {
  const { filters, seller } = await viewOf(searchParams);
  const [rating, page] = await Promise.all([loadSellerRating(filters.sellerId), loadReviewPage(filters.sellerId, filters.rating, filters.page)]);
  const now = new Date();
  const crumbs = seller ? [{ label: 'Đánh giá người bán', href: '/review' }, { label: seller.fullName }] : [{ label: 'Đánh giá người bán' }];

  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <div className={layout}>
        <header className={intro}>
          {seller ? <SellerIntro seller={seller} /> : <MarketplaceIntro />}
        </header>

        <aside className={aside} aria-label="Tổng quan đánh giá">
          {rating ? (
            <RatingBreakdown rating={rating} sellerId={filters.sellerId} active={filters.rating} title={seller ? `Điểm đánh giá của ${seller.fullName}` : 'Điểm đánh giá trên Rao vặt'} />
          ) : null}
          <ReviewsGuide className={fromLg} />
        </aside>

        <section className={listArea} aria-labelledby="danh-sach-danh-gia">
          <div className={listHead}>
            <h2 id="danh-sach-danh-gia" className={listTitle}>
              {page === null ? 'Đánh giá' : listHeading(page.total, filters)}
            </h2>
            <ReviewFilters sellerId={filters.sellerId} active={filters.rating} />
          </div>
          {page === null ? (
            <p role="alert" className={emptyStyles.root}>
              Không tải được đánh giá lúc này, vui lòng thử lại sau ít phút.
            </p>
          ) : page.items.length === 0 ? (
            <EmptyState filters={filters} seller={seller} total={page.total} />
          ) : (
            <>
              <ol className={list}>
                {page.items.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} showSeller={seller === null} now={now} />
                  </li>
                ))}
              </ol>
              <ReviewPagination filters={filters} pageCount={page.pageCount} perPage={REVIEWS_PER_PAGE} total={page.total} />
            </>
          )}
          <ReviewsGuide className={belowLg} />
        </section>
      </div>
    </>
  );
}

function listHeading(total: number, filters: Filters): string {
  const count = formatReviewCount(total);
  return filters.rating === null ? count : `${count} ${filters.rating} sao`;
}

function MarketplaceIntro() {
  return (
    <>
      <h1 className={header.title}>Đánh giá người bán</h1>
      <p className={introLead}>
        Nhận xét của thành viên Rao vặt sau khi giao dịch: người bán có đúng hẹn, hàng có đúng mô tả không. Xem trước khi mua, và đánh giá người bán sau khi bạn giao dịch.
      </p>
    </>
  );
}

function SellerIntro({ seller }: { seller: PublicProfileView }) {
  return (
    <div className={sellerRow}>
      {/* Own avatars come resized from the media host, defaults are small SVGs. */}
      <MediaPicture src={seller.avatarUrl} alt="" width={64} height={64} className={avatar} />
      <div className={sellerText}>
        <h1 className={header.title}>Đánh giá về {seller.fullName}</h1>
        <p className={introLead}>
          Thành viên từ {formatDate(seller.memberSince)} · {groupThousands(seller.activeListings)} tin đang đăng ·{' '}
          <Link href={`/profile/${seller.id}`} prefetch={false} className={inlineLink}>
            Xem trang cá nhân
          </Link>
        </p>
      </div>
    </div>
  );
}

function EmptyState({ filters, seller, total }: { filters: Filters; seller: PublicProfileView | null; total: number }) {
  if (filters.page > 1 && total > 0) {
    return (
      <div className={emptyStyles.root} role="status">
        <p className={emptyStyles.title}>Không còn đánh giá nào ở trang này.</p>
        <Link href={reviewsHref({ ...filters, page: 1 })} className={button({ variant: 'outline', size: 'sm' })}>
          Về trang đầu
        </Link>
      </div>
    );
  }
  if (filters.rating !== null) {
    return (
      <div className={emptyStyles.root} role="status">
        <p className={emptyStyles.title}>
          Chưa có đánh giá {filters.rating} sao nào{seller ? ` về ${seller.fullName}` : ''}.
        </p>
        <Link href={reviewsHref({ sellerId: filters.sellerId })} className={button({ variant: 'outline', size: 'sm' })}>
          Xem tất cả đánh giá
        </Link>
      </div>
    );
  }
  if (seller) {
    return (
      <div className={emptyStyles.root} role="status">
        <p className={emptyStyles.title}>{seller.fullName} chưa có đánh giá nào.</p>
        <p>Nếu bạn đã giao dịch với người bán này, hãy mở tin của họ và bấm “Viết đánh giá” trong khung liên hệ.</p>
        <Link href={`/profile/${seller.id}`} className={button({ variant: 'outline', size: 'sm' })}>
          Xem tin của {seller.fullName}
        </Link>
      </div>
    );
  }
  return (
    <div className={emptyStyles.root} role="status">
      <p className={emptyStyles.title}>Chưa có đánh giá nào.</p>
      <p>Bạn đã mua hàng qua Rao vặt? Mở tin của người bán và bấm “Viết đánh giá” để giúp người mua sau.</p>
      <Link href="/" className={button({ variant: 'outline', size: 'sm' })}>
        Xem tin mới nhất
      </Link>
    </div>
  );
}

const layout = css({
  display: 'grid',
  gap: { base: '4', lg: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
  gridTemplateAreas: { base: '"intro" "aside" "list"', lg: '"intro aside" "list aside"' },
  gridTemplateRows: { lg: 'auto 1fr' },
  alignItems: 'start',
  pb: '8',
});
const intro = css({ gridArea: 'intro', display: 'flex', flexDirection: 'column', gap: '2' });
const aside = css({ gridArea: 'aside', display: 'flex', flexDirection: 'column', gap: '4', position: { lg: 'sticky' }, top: { lg: '20' } });
const listArea = css({ gridArea: 'list', display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const header = pageHeader();
const introLead = cx(header.lead, css({ maxW: '2xl' }));
const sellerRow = css({ display: 'flex', alignItems: 'center', gap: '4' });
const sellerText = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const avatar = css({ w: '16', h: '16', flexShrink: 0, borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted', borderWidth: '1px', borderColor: 'border.default' });
const inlineLink = css({ color: 'fg.accent', _hover: { textDecoration: 'underline' } });
const listHead = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const listTitle = css({ fontSize: 'lg', fontWeight: 'bold' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const emptyStyles = emptyState({ variant: 'dashed' });
const fromLg = css({ display: { base: 'none', lg: 'block' } });
const belowLg = css({ display: { base: 'block', lg: 'none' } });
