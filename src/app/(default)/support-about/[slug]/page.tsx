import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InfoArticle } from '~/components/support/info-article';
import { staticInfoPage } from '~/content/support';

interface InfoPageProps {
  readonly params: Promise<{ slug: string }>;
}

/**
 * These pages have no data of their own (bang-gia and khuyến mãi have their own folders), but the
 * shell's menu comes from the backend, which does not run at build time: rendered on the first
 * visit, then cached.
 */
export const revalidate = 300;

export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export async function generateMetadata({ params }: InfoPageProps): Promise<Metadata> {
  const page = staticInfoPage((await params).slug);
  if (!page) return {};
  const path = `/support-about/${page.slug}`;
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: path },
    openGraph: { title: page.title, description: page.description, url: path, type: 'article' },
  };
}

export default async function InfoPage({ params }: InfoPageProps) {
  const page = staticInfoPage((await params).slug);
  if (!page) notFound();
  return (
    <InfoArticle title={page.title} lead={page.description} updatedAt={page.updatedAt}>
      <page.Body />
    </InfoArticle>
  );
}
