import Link from 'next/link';
import { css } from 'styled-system/css';
import { Notice } from '~/components/support/notice';
import { PointPackTable, Unavailable } from '~/components/support/price-tables';
import { formatPoints } from '~/lib/points';
import { formatDate } from '~/lib/time';
import type { PriceInfoPage } from './types';

type BodyProps = Parameters<PriceInfoPage['Body']>[0];

/**
 * Current offers, all read from the live data: time-limited items of the price list, point packs
 * that give extra points, and the discount of each service package.
 */
function Body({ board }: BodyProps) {
  const limited = board.prices?.flatMap((group) => group.items.filter((item) => item.endsAt !== null)) ?? [];
  const generousPacks = board.pointPacks?.filter((pack) => pack.extra > 0) ?? [];
  const packages = board.packages ?? [];
  const nothingLoaded = board.prices === null && board.pointPacks === null && board.packages === null;

  return (
    <>
      {nothingLoaded ? <Unavailable what="thông tin khuyến mãi" /> : null}

      <h2 id="uu-dai-co-thoi-han">Ưu đãi đang diễn ra</h2>
      {limited.length > 0 ? (
        <ul className={offers}>
          {limited.map((item) => (
            <li key={item.id} className={offer}>
              <p className={offerName}>{item.name}</p>
              <p>
                Giá ưu đãi <strong>{formatPoints(item.points)}</strong>
                {item.option ? ` · ${item.option}` : ''}
              </p>
              <p className={offerDates}>
                {item.startsAt ? `Từ ngày ${formatDate(item.startsAt)} ` : ''}
                {item.endsAt ? `đến hết ngày ${formatDate(item.endsAt)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Hiện chưa có ưu đãi có thời hạn. Theo dõi mục Khuyến mãi trong Thông báo của tài khoản để không bỏ lỡ chương trình mới.</p>
      )}

      <h2 id="tang-diem">Tặng thêm điểm khi mua gói lớn</h2>
      {board.pointPacks === null ? (
        <Unavailable what="danh sách gói điểm" />
      ) : generousPacks.length > 0 ? (
        <>
          <p>
            Mỗi điểm tương đương 1.000 đồng; các gói dưới đây cho nhiều điểm hơn số tiền bạn trả. Ví dụ{' '}
            <strong>{generousPacks[0]?.name}</strong> giá {generousPacks[0]?.priceText} được tặng thêm{' '}
            {formatPoints(generousPacks[0]?.extra ?? 0)}.
          </p>
          <PointPackTable packs={generousPacks} caption="Gói điểm có điểm tặng" />
        </>
      ) : (
        <p>Hiện các gói điểm chưa kèm điểm tặng.</p>
      )}

      <h2 id="goi-dich-vu">Tiết kiệm với gói dịch vụ</h2>
      {board.packages === null ? (
        <Unavailable what="danh sách gói dịch vụ" />
      ) : packages.length > 0 ? (
        <ul>
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <strong>{pkg.name}</strong>: {pkg.quota} tin {pkg.tierLabel}, mỗi tin {pkg.days} ngày, giá {formatPoints(pkg.points)} –
              rẻ hơn {pkg.discount}% so với đăng lẻ.
            </li>
          ))}
        </ul>
      ) : (
        <p>Hiện chưa có gói dịch vụ nào đang bán.</p>
      )}

      <h2 id="ma-qua-tang">Mã quà tặng</h2>
      <p>
        Rao vặt và báo Tuổi Trẻ thường tặng mã quà tặng cho thành viên mới và bạn đọc trong các sự kiện. Nhập mã tại{' '}
        <Link href="/user/gift-code">Nhập mã quà tặng</Link> để nhận điểm thưởng; mỗi mã dùng một lần cho mỗi tài khoản và có hạn dùng.
      </p>

      <Notice tone="warning" title="Chỉ tin thông tin khuyến mãi chính thức">
        <p>
          Khuyến mãi của Rao vặt chỉ được công bố tại trang này và trong mục Thông báo của tài khoản. Không có chương trình nào yêu cầu
          bạn chuyển tiền cho cá nhân hay cung cấp mã OTP.
        </p>
      </Notice>
    </>
  );
}

export const thongTinKhuyenMai: PriceInfoPage = {
  slug: 'thong-tin-khuyen-mai',
  title: 'Thông tin khuyến mãi',
  description: 'Ưu đãi đang diễn ra trên Rao vặt: giảm giá có thời hạn, điểm tặng khi mua gói điểm lớn, gói dịch vụ tiết kiệm và mã quà tặng.',
  Body,
};

const offers = css({ listStyle: 'none!', pl: '0!', display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const offer = css({ borderWidth: '1px', borderColor: 'border.default', borderLeftWidth: '4px', borderLeftColor: 'bg.accent', borderRadius: 'md', bg: 'bg.surface', px: '4', py: '3', mt: '0!' });
const offerName = css({ fontWeight: 'semibold', color: 'fg.default' });
const offerDates = css({ fontSize: 'sm', color: 'fg.subtle' });
