import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InfoArticle } from '~/components/support/info-article';
import { STATIC_INFO_PAGES, staticInfoPage } from '~/content/support';

interface InfoPageProps {
  readonly params: Promise<{ slug: string }>;
}

/** Built once: these pages have no data of their own (bang-gia and khuyến mãi have their own folders). */
export function generateStaticParams() {
  return Object.keys(STATIC_INFO_PAGES).map((slug) => ({ slug }));
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
