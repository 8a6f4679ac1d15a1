import Link from 'next/link';
import { Notice } from '~/components/support/notice';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';
import type { StaticInfoPage } from './types';

function Body() {
  return (
    <>
      <p>
        Điểm là đơn vị thanh toán trên Rao vặt: mỗi điểm tương đương 1.000 đồng, dùng để đăng tin, đẩy tin, nâng cấp tin, gắn nhãn và
        mua gói dịch vụ. Các gói điểm lớn được tặng thêm điểm – giá và số điểm từng gói luôn cập nhật ở{' '}
        <Link href="/support-about/bang-gia">Bảng giá</Link>.
      </p>

      <h2>Mua điểm trong 4 bước</h2>
      <ol>
        <li>
          Đăng nhập và mở <Link href="/user/buy-point">Mua điểm</Link> (trong menu tài khoản ở góc phải đầu trang).
        </li>
        <li>Chọn gói điểm phù hợp; trang hiện rõ số tiền, số điểm nhận được và hạn dùng của điểm.</li>
        <li>
          Chọn cách thanh toán:
          <ul>
            <li>
              <strong>Ví MoMo</strong> – quét mã QR bằng ứng dụng MoMo hoặc đăng nhập ví.
            </li>
            <li>
              <strong>VnPay</strong> – quét mã VNPAY-QR bằng ứng dụng ngân hàng, hoặc thanh toán bằng thẻ.
            </li>
            <li>
              <strong>Thẻ ATM nội địa (Napas)</strong> – thẻ ngân hàng Việt Nam đã bật thanh toán trực tuyến.
            </li>
          </ul>
        </li>
        <li>
          Hoàn tất thanh toán trong cửa sổ của cổng thanh toán. Khi xong, bạn được đưa về trang kết quả và điểm được cộng ngay vào ví.
        </li>
      </ol>

      <h2>Trang kết quả thanh toán nói gì</h2>
      <dl>
        <dt>Thanh toán thành công !</dt>
        <dd>Điểm đã vào ví; xem số dư ở thanh bên khu vực thành viên.</dd>
        <dt>Thanh toán bị hủy bỏ !</dt>
        <dd>Bạn đã huỷ trên cổng thanh toán; không có khoản tiền nào bị trừ.</dd>
        <dt>Thanh toán không thành công !</dt>
        <dd>Ngân hàng hoặc ví từ chối giao dịch; hãy thử lại hoặc chọn cách thanh toán khác.</dd>
        <dt>Thanh toán không hiệu lực hoặc hết hạn !</dt>
        <dd>Phiên thanh toán quá thời gian cho phép; hãy tạo giao dịch mới.</dd>
        <dt>Có lỗi trong quá trình cộng điểm !</dt>
        <dd>
          Tiền đã được trừ nhưng điểm chưa vào ví. Đừng thanh toán lại – hãy liên hệ hỗ trợ kèm mã giao dịch, chúng tôi đối soát và cộng
          điểm cho bạn.
        </dd>
      </dl>

      <h2>Mã quà tặng</h2>
      <p>
        Nếu có mã quà tặng (từ chương trình khuyến mãi, sự kiện của báo…), nhập mã tại{' '}
        <Link href="/user/gift-code">Nhập mã quà tặng</Link>. Điểm được cộng vào ví điểm thưởng hoặc ví điểm nạp tuỳ chương trình, với
        hạn dùng riêng. Mỗi mã chỉ dùng được một lần cho mỗi tài khoản; mã sai hoặc đã hết hạn sẽ báo &ldquo;Voucher không tồn
        tại&rdquo;.
      </p>

      <h2>Gói dịch vụ: đăng nhiều tin, tiết kiệm hơn</h2>
      <p>
        Nếu đăng tin thường xuyên, <Link href="/user/buy-package">gói dịch vụ</Link> cho bạn một số lượt đăng tin theo loại (thường,
        VIP, siêu VIP) với giá rẻ hơn đăng lẻ 5%, 10% hoặc 15%. Gói mua bằng điểm; mỗi tin đăng bằng gói trừ một lượt thay vì trừ điểm.
        Xem các gói và giá ở <Link href="/support-about/bang-gia">Bảng giá</Link>.
      </p>

      <h2>Theo dõi điểm</h2>
      <ul>
        <li>Số dư và hạn dùng của điểm nạp, điểm thưởng hiện ở thanh bên khu vực thành viên.</li>
        <li>
          <Link href="/user/trade-history">Lịch sử giao dịch</Link> liệt kê mọi lần mua điểm, nhận thưởng, chi điểm, mua gói và giao
          dịch đang chờ xử lý.
        </li>
        <li>Điểm quá hạn dùng sẽ không còn dùng được; hãy dùng điểm trước ngày hết hạn ghi trong ví.</li>
      </ul>

      <Notice tone="warning" title="Cẩn thận với người bán điểm">
        <p>
          Rao vặt chỉ bán điểm qua trang <Link href="/user/buy-point">Mua điểm</Link> và ba cổng MoMo, VnPay, Napas. Không chuyển
          khoản cho cá nhân tự nhận là nhân viên Rao vặt để &ldquo;nạp điểm giá rẻ&rdquo;. Cần hỗ trợ, hãy gọi{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a> hoặc email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Notice>
    </>
  );
}

export const huongDanMuaDiem: StaticInfoPage = {
  slug: 'huong-dan-mua-diem',
  title: 'Hướng dẫn mua điểm',
  description: 'Mua điểm Rao vặt qua MoMo, VnPay hoặc thẻ ATM (Napas), đọc trang kết quả thanh toán, dùng mã quà tặng và gói dịch vụ.',
  updatedAt: new Date('2026-11-01T00:00:00+07:00'),
  Body,
};
