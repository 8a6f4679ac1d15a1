import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { emptyState } from 'styled-system/recipes/empty-state';
import { ListingGrid } from '~/components/listing/listing-grid';
import { Section } from '~/components/listing/section';
import { PageLinks } from '~/components/profile/page-links';
import { ProfileHeader } from '~/components/profile/profile-header';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { loadSellerRating } from '~/server/loaders/review-page';
import { publicCaller } from '~/server/loaders/callers';

interface ProfilePageProps {
  readonly params: Promise<{ id: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const MAX_ID = 2_147_483_647;

/** The member id of the URL, or null for anything that cannot be one (`/profile/abc` is a 404). */
function parseMemberId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** `?page=` as a page number; anything else (missing, `abc`, `-3`, `99999`) is page 1. */
function parsePage(value: string | string[] | undefined): number {
  const page = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= 1000 ? page : 1;
}

// generateMetadata and the page ask for the same profile: one upstream call per request.
const loadProfile = cache((id: number) => publicCaller().profile.byId({ id }));

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const id = parseMemberId((await params).id);
  const profile = id === null ? null : await loadProfile(id);
  if (!profile) return { title: 'Không tìm thấy thành viên' }; // a 404: Next writes its own noindex
  return {
    title: `${profile.fullName} – Trang cá nhân`,
    description: `Tin đang đăng của ${profile.fullName} trên Rao vặt: ${profile.activeListings} tin, thành viên từ năm ${profile.memberSince.getFullYear()}.`,
    alternates: { canonical: `/profile/${profile.id}` },
    // A profile without listings has nothing for search engines.
    robots: profile.activeListings > 0 ? undefined : { index: false, follow: true },
  };
}

/** Public profile (spec §2 /profile/{id}): the member's public info and live listings. */
export default async function ProfilePage({ params, searchParams }: ProfilePageProps) {
  const id = parseMemberId((await params).id);
  if (id === null) notFound();
  const page = parsePage((await searchParams).page);
  const [profile, listings, rating] = await Promise.all([loadProfile(id), publicCaller().profile.listings({ id, page }), loadSellerRating(id)]);
  if (!profile) notFound();
  const basePath = `/profile/${profile.id}`;

  return (
    <>
      <Breadcrumbs crumbs={[{ label: profile.fullName }]} />
      <ProfileHeader profile={profile} rating={rating} />
      <Section id="tin-dang-dang" title="Tin đang đăng">
        {listings.items.length > 0 ? (
          <>
            <ListingGrid listings={listings.items} eagerFirst={page === 1} />
            <PageLinks basePath={basePath} page={listings.page} hasMore={listings.hasMore} />
          </>
        ) : (
          <div className={emptyStyles.root} role="status">
            <p className={emptyStyles.title}>{page > 1 ? 'Không còn tin nào ở trang này.' : 'Thành viên này chưa có tin nào đang đăng.'}</p>
            <p>{page > 1 ? 'Quay lại trang đầu để xem các tin đang đăng.' : 'Hãy quay lại sau, hoặc xem các tin mới nhất trên trang chủ.'}</p>
            <PageLinks basePath={basePath} page={page} hasMore={false} />
          </div>
        )}
      </Section>
    </>
  );
}

const emptyStyles = emptyState({ variant: 'dashed' });
