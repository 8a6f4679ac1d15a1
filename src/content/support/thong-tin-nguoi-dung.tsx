import Link from 'next/link';
import { SUPPORT_EMAIL } from '~/lib/site';
import type { StaticInfoPage } from './types';

function Body() {
  return (
    <>
      <p>
        Tài khoản Rao vặt cho phép bạn đăng và quản lý tin, lưu tin yêu thích, giữ ví điểm, mua gói dịch vụ và nhận thông báo. Trang
        này giải thích từng phần của tài khoản và cách giữ cho tài khoản an toàn.
      </p>

      <h2>Đăng ký và đăng nhập</h2>
      <ul>
        <li>
          Đăng ký bằng <strong>số điện thoại</strong> Việt Nam (0 và 9 chữ số, ví dụ 0901234567, hoặc dạng +84…), họ tên và mật khẩu;
          email là tuỳ chọn nhưng nên có để khôi phục tài khoản và nhận thông báo.
        </li>
        <li>Đăng nhập bằng số điện thoại hoặc email đã xác nhận. Sau nhiều lần nhập sai mật khẩu, tài khoản tạm khoá đăng nhập ít phút.</li>
        <li>Phiên đăng nhập kéo dài tối đa 30 ngày trên mỗi thiết bị; bấm &ldquo;Đăng xuất&rdquo; để kết thúc phiên ngay.</li>
      </ul>

      <h2>Trang cá nhân của bạn</h2>
      <p>
        Tại <Link href="/user">trang cá nhân</Link> bạn cập nhật họ tên, ảnh đại diện, giới tính, địa chỉ và email. Khi chưa tải ảnh
        đại diện, Rao vặt dùng ảnh mặc định theo giới tính bạn chọn. Thanh bên trái của khu vực thành viên có lối tắt đến mọi chức
        năng:
      </p>
      <ul>
        <li>
          <Link href="/user/wallet">Ví và gói dịch vụ</Link> – số dư điểm, hạn dùng, các gói đang có.
        </li>
        <li>
          <Link href="/user/post-manage">Quản lý tin</Link> – tin theo trạng thái: đang đăng, chờ duyệt, bị trả về, hết hạn, tin nháp,
          đã gỡ…
        </li>
        <li>
          <Link href="/user/like">Tin yêu thích</Link>, <Link href="/user/announcement">Thông báo</Link> (chung, khuyến mãi, ví, tin
          tức, hoạt động).
        </li>
        <li>
          <Link href="/user/buy-point">Mua điểm</Link>, <Link href="/user/buy-package">Mua gói dịch vụ</Link>,{' '}
          <Link href="/user/trade-history">Lịch sử giao dịch</Link>, <Link href="/user/gift-code">Nhập mã quà tặng</Link>.
        </li>
      </ul>

      <h2>Ví điểm: điểm nạp và điểm thưởng</h2>
      <p>Tài khoản có hai loại điểm, mỗi loại có hạn dùng riêng:</p>
      <ul>
        <li>
          <strong>Điểm nạp</strong> – điểm bạn mua bằng tiền qua MoMo, VnPay hoặc thẻ ATM (Napas). Mỗi lần nạp, hạn dùng được tính theo
          gói điểm bạn mua.
        </li>
        <li>
          <strong>Điểm thưởng</strong> – điểm được tặng từ mã quà tặng hay chương trình khuyến mãi. Số dư điểm thưởng chỉ hiện khi lớn
          hơn 0.
        </li>
      </ul>
      <p>
        Mọi lần cộng, trừ điểm đều được ghi lại trong <Link href="/user/trade-history">Lịch sử giao dịch</Link>: nạp điểm, điểm
        thưởng, chi điểm cho tin đăng, đẩy tin, nâng cấp tin, mua gói và giao dịch đang chờ xử lý. Xem thêm{' '}
        <Link href="/support-about/huong-dan-mua-diem">Hướng dẫn mua điểm</Link>.
      </p>

      <h2>Trang cá nhân công khai</h2>
      <p>
        Mỗi thành viên có một trang công khai tại địa chỉ /profile/&lt;mã thành viên&gt;, mở được từ tin đăng. Trang này chỉ hiện họ
        tên, ảnh đại diện, ngày tham gia, số tin đang đăng, số tin đã xác thực và các tin đang đăng. Số điện thoại, email và địa chỉ
        của bạn <strong>không bao giờ</strong> xuất hiện ở đó.
      </p>

      <h2>Giữ tài khoản an toàn</h2>
      <ul>
        <li>Dùng mật khẩu riêng cho Rao vặt, không dùng lại mật khẩu của email hay ngân hàng.</li>
        <li>
          Rao vặt <strong>không bao giờ</strong> hỏi mật khẩu hay mã OTP của bạn qua điện thoại, tin nhắn hay mạng xã hội.
        </li>
        <li>
          Nếu thấy tin lạ đăng từ tài khoản của mình, hãy đổi mật khẩu ngay và báo cho chúng tôi qua{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </li>
      </ul>
      <p>
        Cách chúng tôi lưu và bảo vệ thông tin của bạn được trình bày trong{' '}
        <Link href="/support-about/chinh-sach-bao-mat">Chính sách bảo mật</Link>.
      </p>
    </>
  );
}

export const thongTinNguoiDung: StaticInfoPage = {
  slug: 'thong-tin-nguoi-dung',
  title: 'Thông tin người dùng',
  description: 'Tài khoản Rao vặt: đăng ký, trang cá nhân, ví điểm nạp và điểm thưởng, trang công khai và cách giữ tài khoản an toàn.',
  updatedAt: new Date('2026-11-01T00:00:00+07:00'),
  Body,
};
