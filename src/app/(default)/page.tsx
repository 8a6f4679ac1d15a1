import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { HotIcon } from '~/components/home/hot-icon';
import { ListingBlock } from '~/components/home/listing-block';
import { NewsBlock } from '~/components/home/news-block';
import { GridSkeleton } from '~/components/listing/grid-skeleton';

/** Home (spec §2): vedette, hot, newest, necessary items and news blocks, each streamed on its own. */
export default function HomePage() {
  return (
    <>
      <h1 className={srOnly}>Rao vặt – mua bán, rao vặt toàn quốc</h1>
      <Suspense fallback={<GridSkeleton count={4} />}>
        <ListingBlock id="tin-noi-bat" title="Tin nổi bật" block="vedette" num={8} eagerFirst />
      </Suspense>
      <Suspense fallback={<GridSkeleton count={8} />}>
        <ListingBlock id="tin-hot" title="Tin hot" block="hot" num={8} icon={<span className={hot}><HotIcon /></span>} />
      </Suspense>
      <Suspense fallback={<GridSkeleton count={8} />}>
        <ListingBlock id="tin-moi" title="Tin mới đăng" block="newest" num={12} />
      </Suspense>
      <Suspense fallback={<GridSkeleton count={4} />}>
        <ListingBlock id="nhu-yeu-pham" title="Nhu yếu phẩm" block="necessities" num={8} />
      </Suspense>
      <Suspense fallback={null}>
        <NewsBlock />
      </Suspense>
    </>
  );
}

const srOnly = css({ srOnly: true });
const hot = css({ color: 'fg.accent', display: 'inline-flex' });
