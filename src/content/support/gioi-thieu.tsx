import Link from 'next/link';
import { OFFICE_ADDRESS, PUBLISHER, SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';
import type { StaticInfoPage } from './types';

function Body() {
  return (
    <>
      <p>
        <strong>Rao vặt</strong> là chuyên trang mua bán, rao vặt trực tuyến do {PUBLISHER} vận hành. Chúng tôi mang mục rao vặt quen
        thuộc của tờ báo lên môi trường số: người bán đăng tin nhanh, người mua tìm đúng thứ mình cần, và mọi tin đăng đều được
        kiểm duyệt trước khi xuất hiện.
      </p>

      <h2>Bạn có thể tìm thấy gì trên Rao vặt</h2>
      <ul>
        <li>
          <strong>Bất động sản</strong>: nhà phố, căn hộ, đất nền, phòng trọ, mặt bằng kinh doanh – với diện tích, số phòng ngủ, phòng
          tắm và dấu <em>đã xác thực</em> cho tin được kiểm tra giấy tờ.
        </li>
        <li>
          <strong>Việc làm</strong>: tuyển dụng toàn thời gian, bán thời gian, thời vụ.
        </li>
        <li>
          <strong>Xe cộ</strong>: ô tô, xe máy, xe đạp điện, phụ tùng.
        </li>
        <li>
          <strong>Học tập</strong>: gia sư, khoá học, trung tâm ngoại ngữ.
        </li>
        <li>
          <strong>Sản phẩm – dịch vụ</strong> và <strong>Khác</strong>: đồ gia dụng, điện tử, dịch vụ sửa chữa, vận chuyển…
        </li>
      </ul>

      <h2>Vì sao chọn Rao vặt</h2>
      <ul>
        <li>
          <strong>Tin được kiểm duyệt.</strong> Mỗi tin mới đều ở trạng thái chờ duyệt cho đến khi biên tập viên kiểm tra nội dung; tin
          sai sự thật, trùng lặp hoặc vi phạm <Link href="/support-about/dieu-khoan-su-dung">Điều khoản sử dụng</Link> sẽ bị từ chối
          hoặc trả về để người đăng sửa.
        </li>
        <li>
          <strong>Tìm kiếm không cần gõ dấu.</strong> Gõ &ldquo;nha dat quan 7&rdquo; vẫn ra &ldquo;Nhà đất Quận 7&rdquo;; lọc theo giá,
          tỉnh thành, quận huyện, diện tích và số phòng ngủ.
        </li>
        <li>
          <strong>Hiển thị trên báo.</strong> Tin cao cấp có thể được giới thiệu thêm trên trang chủ và trong trang bài viết của báo
          Tuổi Trẻ, đến với bạn đọc của báo chứ không chỉ người vào trang rao vặt.
        </li>
        <li>
          <strong>Giá rõ ràng.</strong> Đăng tin trả bằng điểm theo <Link href="/support-about/bang-gia">bảng giá công khai</Link>; nạp
          điểm qua MoMo, VnPay hoặc thẻ ATM nội địa (Napas).
        </li>
        <li>
          <strong>Liên hệ an toàn.</strong> Số điện thoại người bán chỉ hiện khi bạn bấm xem, hạn chế việc thu thập số điện thoại hàng
          loạt để gửi tin nhắn rác.
        </li>
      </ul>

      <h2>Cách Rao vặt hoạt động</h2>
      <ol>
        <li>Người bán đăng ký tài khoản bằng số điện thoại, nạp điểm hoặc mua gói dịch vụ.</li>
        <li>
          Người bán soạn tin theo từng bước (danh mục, thông tin, hình ảnh, loại tin) – xem{' '}
          <Link href="/support-about/huong-dan-dang-tin">Hướng dẫn đăng tin</Link>.
        </li>
        <li>Biên tập viên duyệt tin; tin đạt yêu cầu được đăng và hiển thị đến hết thời hạn (14 hoặc 28 ngày).</li>
        <li>Người mua xem tin, gọi hoặc nhắn tin cho người bán, bình luận và yêu cầu người bán gọi lại.</li>
      </ol>

      <h2>Liên hệ</h2>
      <dl>
        <dt>Đơn vị chủ quản</dt>
        <dd>{PUBLISHER}</dd>
        <dt>Địa chỉ</dt>
        <dd>{OFFICE_ADDRESS}</dd>
        <dt>Hỗ trợ khách hàng</dt>
        <dd>
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a> (8:00 – 17:30, thứ Hai đến thứ Bảy) · Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </dd>
      </dl>
    </>
  );
}

export const gioiThieu: StaticInfoPage = {
  slug: 'gioi-thieu',
  title: 'Giới thiệu',
  description: 'Rao vặt – chuyên trang mua bán trực tuyến của báo Tuổi Trẻ: tin đăng được kiểm duyệt, tìm kiếm không cần gõ dấu, giá đăng tin công khai.',
  Body,
};
