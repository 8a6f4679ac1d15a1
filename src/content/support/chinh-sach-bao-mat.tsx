import Link from 'next/link';
import { Notice } from '~/components/support/notice';
import { OFFICE_ADDRESS, PUBLISHER, SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';
import type { StaticInfoPage } from './types';

function Body() {
  return (
    <>
      <p>
        Chính sách này cho biết Rao vặt ({PUBLISHER}) thu thập những dữ liệu cá nhân nào, dùng vào việc gì, hiển thị công khai những
        gì và bạn có những quyền gì đối với dữ liệu của mình, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và các quy định
        pháp luật liên quan.
      </p>

      <Notice title="Tóm tắt">
        <ul>
          <li>Chúng tôi chỉ lưu những gì cần để bạn đăng tin, mua bán và thanh toán.</li>
          <li>Không cookie quảng cáo, không công cụ theo dõi hay phân tích của bên thứ ba, không bán dữ liệu.</li>
          <li>Số điện thoại và email của bạn không hiện trên trang cá nhân công khai.</li>
        </ul>
      </Notice>

      <h2>1. Dữ liệu chúng tôi lưu</h2>
      <h3>Tài khoản</h3>
      <ul>
        <li>
          <strong>Số điện thoại</strong> (bắt buộc): dùng để đăng nhập và để chúng tôi liên hệ khi cần xác minh tin đăng hoặc giao
          dịch.
        </li>
        <li>
          <strong>Email</strong> (không bắt buộc): dùng để đăng nhập, nhận thư kích hoạt và thông báo về tài khoản.
        </li>
        <li>
          <strong>Mật khẩu</strong>: chỉ lưu dưới dạng băm một chiều (scrypt); không ai, kể cả nhân viên của chúng tôi, đọc được mật
          khẩu của bạn.
        </li>
        <li>Họ tên, ảnh đại diện, giới tính và địa chỉ – những gì bạn tự điền trong trang cá nhân.</li>
      </ul>
      <h3>Tin đăng và hoạt động</h3>
      <ul>
        <li>
          Nội dung tin đăng: tiêu đề, mô tả, giá, hình ảnh, video, ảnh 360°, giấy tờ đính kèm, vị trí (tỉnh/thành, quận/huyện,
          phường/xã, đường và toạ độ bản đồ nếu bạn chọn), tên và số điện thoại liên hệ.
        </li>
        <li>Tin bạn lưu yêu thích, bình luận bạn viết, yêu cầu gọi lại bạn gửi cho người bán, thông báo gửi đến bạn.</li>
        <li>
          Ví điểm: số điểm nạp, điểm thưởng, hạn dùng và lịch sử cộng/trừ điểm; mã quà tặng bạn đã dùng; gói dịch vụ bạn đã mua.
        </li>
        <li>
          Thanh toán: mã đơn, số tiền, cổng thanh toán (MoMo, VnPay, Napas), mã giao dịch và kết quả. Thông tin thẻ và tài khoản ngân
          hàng được nhập trên trang của cổng thanh toán; Rao vặt <strong>không nhận và không lưu</strong> các thông tin đó.
        </li>
      </ul>
      <h3>Phiên đăng nhập</h3>
      <p>
        Khi bạn đăng nhập, trình duyệt giữ một cookie phiên đã được mã hoá, đặt thuộc tính <em>httpOnly</em> (mã JavaScript trên
        trang không đọc được) và <em>SameSite=Lax</em>. Máy chủ chỉ lưu mã băm của phiên, thời điểm hết hạn (tối đa 30 ngày) và tên
        trình duyệt/thiết bị để bạn nhận ra các phiên của mình. Đăng xuất sẽ huỷ phiên ngay lập tức.
      </p>
      <h3>Nhật ký kỹ thuật</h3>
      <p>
        Khi có lỗi, máy chủ ghi thời điểm, địa chỉ trang và mô tả lỗi để khắc phục. Nhật ký không chứa mật khẩu, nội dung cookie hay
        thông tin thanh toán.
      </p>

      <h2>2. Những gì chúng tôi không làm</h2>
      <ul>
        <li>
          Không dùng cookie quảng cáo và không gắn công cụ theo dõi hay phân tích của bên thứ ba (mạng quảng cáo, pixel mạng xã hội…).
        </li>
        <li>
          Nút chia sẻ Facebook và Zalo là đường liên kết thường: không tải mã của mạng xã hội vào trang; chỉ khi bạn bấm, trình duyệt
          mới mở trang chia sẻ của họ.
        </li>
        <li>Không bán, không cho thuê dữ liệu cá nhân.</li>
      </ul>
      <p>
        Ngoài cookie phiên, trang chỉ dùng bộ nhớ của trình duyệt cho những việc phục vụ chính bạn, chẳng hạn nhớ kiểu hiển thị lưới
        hay danh sách, hoặc tránh tải lại trang liên tục khi mạng chập chờn. Những dữ liệu này không được gửi về máy chủ.
      </p>

      <h2>3. Chúng tôi dùng dữ liệu để làm gì</h2>
      <ul>
        <li>Tạo và bảo vệ tài khoản, đăng nhập, khôi phục quyền truy cập.</li>
        <li>Kiểm duyệt, hiển thị và quản lý tin đăng; gửi thông báo về trạng thái tin (đã duyệt, bị trả về, sắp hết hạn…).</li>
        <li>Cộng và trừ điểm, ghi nhận thanh toán, đối soát với cổng thanh toán.</li>
        <li>Ngăn chặn lừa đảo, tin rác và đăng nhập trái phép (ví dụ: giới hạn số lần đăng nhập sai).</li>
        <li>Giải đáp khi bạn liên hệ bộ phận hỗ trợ.</li>
      </ul>

      <h2>4. Những gì người khác nhìn thấy</h2>
      <ul>
        <li>
          <strong>Tin đăng</strong>: toàn bộ nội dung tin và tên liên hệ. Số điện thoại liên hệ không nằm sẵn trong trang mà chỉ hiện
          khi người xem bấm &ldquo;Hiện số&rdquo;.
        </li>
        <li>
          <strong>Trang cá nhân công khai</strong> (/profile/…): họ tên, ảnh đại diện, ngày tham gia, số tin đang đăng và các tin đó.
          Không có số điện thoại, email hay địa chỉ.
        </li>
        <li>
          <strong>Bình luận</strong>: hiển thị kèm họ tên của bạn.
        </li>
        <li>Yêu cầu gọi lại chỉ người bán của tin đó thấy.</li>
      </ul>

      <h2>5. Chia sẻ dữ liệu</h2>
      <p>Chúng tôi chỉ chuyển dữ liệu ra ngoài trong các trường hợp sau:</p>
      <ul>
        <li>Cổng thanh toán (MoMo, VnPay, Napas) nhận mã đơn, số tiền và nội dung thanh toán để xử lý giao dịch bạn yêu cầu.</li>
        <li>Cơ quan nhà nước có thẩm quyền, khi có yêu cầu bằng văn bản theo quy định của pháp luật.</li>
      </ul>

      <h2>6. Lưu giữ và bảo vệ</h2>
      <ul>
        <li>Dữ liệu được truyền qua kết nối mã hoá (HTTPS); truy cập vào dữ liệu trên máy chủ chỉ dành cho nhân viên có nhiệm vụ.</li>
        <li>Tài khoản và tin đăng được giữ cho đến khi bạn yêu cầu xoá tài khoản; tin hết hạn vẫn được giữ để bạn gia hạn hoặc đăng lại.</li>
        <li>Chứng từ thanh toán và lịch sử điểm được giữ theo thời hạn mà pháp luật về kế toán, thuế yêu cầu.</li>
      </ul>

      <h2>7. Quyền của bạn</h2>
      <ul>
        <li>
          Xem và sửa thông tin tài khoản bất cứ lúc nào tại <Link href="/user">trang cá nhân</Link>; gỡ tin đăng tại{' '}
          <Link href="/user/post-manage">Quản lý tin</Link>.
        </li>
        <li>
          Yêu cầu cung cấp bản sao dữ liệu, hạn chế xử lý, rút lại sự đồng ý hoặc xoá tài khoản: gửi email đến{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> từ email hoặc gọi từ số điện thoại đã đăng ký. Chúng tôi xác minh
          chủ tài khoản và xử lý trong thời hạn pháp luật quy định.
        </li>
        <li>Khiếu nại về việc xử lý dữ liệu cá nhân với chúng tôi hoặc với cơ quan nhà nước có thẩm quyền.</li>
      </ul>

      <h2>8. Người dùng chưa thành niên</h2>
      <p>
        Rao vặt dành cho người từ đủ 18 tuổi. Chúng tôi không cố ý thu thập dữ liệu của trẻ em; nếu phát hiện tài khoản của người chưa
        thành niên, chúng tôi sẽ khoá tài khoản và xoá dữ liệu liên quan.
      </p>

      <h2>9. Liên hệ về dữ liệu cá nhân</h2>
      <p>
        {PUBLISHER}, {OFFICE_ADDRESS}. Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, điện thoại{' '}
        <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>. Khi chính sách thay đổi, ngày cập nhật ở đầu trang sẽ
        thay đổi theo và thông báo sẽ được gửi đến tài khoản của bạn nếu thay đổi ảnh hưởng đến quyền của bạn.
      </p>
    </>
  );
}

export const chinhSachBaoMat: StaticInfoPage = {
  slug: 'chinh-sach-bao-mat',
  title: 'Chính sách bảo mật',
  description: 'Rao vặt lưu những dữ liệu nào, dùng vào việc gì, ai nhìn thấy gì và quyền của bạn đối với dữ liệu cá nhân. Không trình theo dõi của bên thứ ba.',
  updatedAt: new Date('2026-11-01T00:00:00+07:00'),
  Body,
};
