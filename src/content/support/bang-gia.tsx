import Link from 'next/link';
import { Notice } from '~/components/support/notice';
import { PointPackTable, PriceGroupTables, ServicePackageTable, Unavailable } from '~/components/support/price-tables';
import type { PriceInfoPage } from './types';

/** Rendered from the live price list, point packs and service packages (read per request). */
function Body({ board }: Parameters<PriceInfoPage['Body']>[0]) {
  return (
    <>
      <p>
        Các dịch vụ trên Rao vặt được trả bằng điểm (1 điểm = 1.000 đồng). Bảng dưới đây được lấy trực tiếp từ hệ thống nên luôn là
        giá đang áp dụng.
      </p>

      <h2 id="dich-vu">Giá dịch vụ</h2>
      {board.prices === null ? (
        <Unavailable what="bảng giá dịch vụ" />
      ) : board.prices.length === 0 ? (
        <p>Hiện chưa có dịch vụ nào được niêm yết.</p>
      ) : (
        <PriceGroupTables groups={board.prices} />
      )}

      <h2 id="goi-diem">Gói điểm</h2>
      <p>
        Mua điểm tại <Link href="/user/buy-point">Mua điểm</Link> bằng MoMo, VnPay hoặc thẻ ATM (Napas) – xem{' '}
        <Link href="/support-about/huong-dan-mua-diem">Hướng dẫn mua điểm</Link>.
      </p>
      {board.pointPacks === null ? (
        <Unavailable what="danh sách gói điểm" />
      ) : board.pointPacks.length === 0 ? (
        <p>Hiện chưa có gói điểm nào đang bán.</p>
      ) : (
        <PointPackTable packs={board.pointPacks} />
      )}

      <h2 id="goi-dich-vu">Gói dịch vụ đăng tin</h2>
      <p>
        Gói dịch vụ trả trước cho nhiều tin cùng loại, rẻ hơn đăng lẻ. Mua tại <Link href="/user/buy-package">Mua gói dịch vụ</Link>.
      </p>
      {board.packages === null ? (
        <Unavailable what="danh sách gói dịch vụ" />
      ) : board.packages.length === 0 ? (
        <p>Hiện chưa có gói dịch vụ nào đang bán.</p>
      ) : (
        <ServicePackageTable packages={board.packages} />
      )}

      <Notice title="Lưu ý">
        <ul>
          <li>Giá tính tại thời điểm bạn sử dụng dịch vụ; điểm đã trừ không thay đổi khi bảng giá thay đổi sau đó.</li>
          <li>Thời hạn của tin tính cả ngày bắt đầu: tin 14 ngày đăng ngày 01/07 hiển thị đến hết ngày 14/07.</li>
        </ul>
      </Notice>
    </>
  );
}

export const bangGia: PriceInfoPage = {
  slug: 'bang-gia',
  title: 'Bảng giá',
  description: 'Giá đăng tin, đẩy tin, nhãn, hiển thị trên báo, gói điểm và gói dịch vụ của Rao vặt – cập nhật trực tiếp từ hệ thống.',
  Body,
};
