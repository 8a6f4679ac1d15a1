import Link from 'next/link';
import { PUBLISHER, SUPPORT_EMAIL } from '~/lib/site';
import type { StaticInfoPage } from './types';

function Body() {
  return (
    <>
      <p>
        Điều khoản này là thoả thuận giữa bạn và {PUBLISHER} (&ldquo;Rao vặt&rdquo;, &ldquo;chúng tôi&rdquo;) khi bạn sử dụng chuyên
        trang Rao vặt. Bằng việc đăng ký tài khoản hoặc đăng tin, bạn đồng ý với các điều khoản dưới đây.
      </p>

      <h2>1. Vai trò của Rao vặt</h2>
      <p>
        Rao vặt là nơi đăng và tìm tin mua bán. Chúng tôi kiểm duyệt nội dung tin nhưng <strong>không phải bên mua hay bên bán</strong>{' '}
        và không tham gia vào giao dịch giữa các thành viên. Người mua và người bán tự chịu trách nhiệm kiểm tra hàng hoá, giấy tờ và
        thanh toán cho nhau. Hãy đọc <Link href="/support-about/an-toan-giao-dich">An toàn giao dịch</Link> trước khi đặt cọc hay
        chuyển tiền.
      </p>

      <h2>2. Tài khoản</h2>
      <ul>
        <li>Bạn phải từ đủ 18 tuổi và cung cấp số điện thoại thật, đang dùng.</li>
        <li>Bạn chịu trách nhiệm về mọi hoạt động từ tài khoản của mình và giữ bí mật mật khẩu.</li>
        <li>Mỗi người hoặc doanh nghiệp dùng tài khoản của chính mình; không mua bán, cho thuê tài khoản.</li>
      </ul>

      <h2>3. Quy định về tin đăng</h2>
      <ul>
        <li>Tin phải đúng sự thật: hình ảnh chụp từ chính sản phẩm, giá và tình trạng đúng thực tế.</li>
        <li>Mỗi tin một sản phẩm hoặc một dịch vụ, đăng đúng danh mục, không đăng lặp lại cùng một nội dung.</li>
        <li>Tiêu đề và mô tả bằng tiếng Việt có dấu, không viết toàn chữ in hoa, không chèn từ khoá không liên quan.</li>
        <li>
          Tin có giá ghi rõ giá bán; tin &ldquo;Giá thoả thuận&rdquo; không được ghi một mức giá khác trong mô tả để lách bộ lọc giá.
        </li>
      </ul>
      <h3>Hàng hoá, dịch vụ không được đăng</h3>
      <ul>
        <li>Hàng cấm kinh doanh theo pháp luật Việt Nam: ma tuý, vũ khí, vật liệu nổ, pháo, động vật hoang dã và sản phẩm từ chúng…</li>
        <li>Hàng giả, hàng nhái, hàng nhập lậu, hàng không rõ nguồn gốc; thuốc kê đơn.</li>
        <li>Giấy tờ tuỳ thân, tài khoản ngân hàng, sim số và tài khoản mạng xã hội đã đăng ký thông tin người khác.</li>
        <li>Cờ bạc, cá độ, đa cấp, huy động vốn, cho vay nặng lãi, dịch vụ &ldquo;việc nhẹ lương cao&rdquo; thu phí trước.</li>
        <li>Nội dung đồi truỵ, xúc phạm, phân biệt đối xử, hoặc xâm phạm quyền riêng tư, quyền sở hữu trí tuệ của người khác.</li>
      </ul>

      <h2>4. Kiểm duyệt</h2>
      <p>
        Tin mới gửi ở trạng thái <strong>chờ duyệt</strong>. Biên tập viên có thể đăng tin, <strong>trả về</strong> kèm ghi chú từng
        mục cần sửa, hoặc <strong>từ chối</strong> tin vi phạm. Tin đang đăng vẫn có thể bị <strong>gỡ</strong> khi có phản ánh đúng
        hoặc khi phát hiện vi phạm. Tài khoản vi phạm nhiều lần có thể bị khoá.
      </p>

      <h2>5. Điểm, gói dịch vụ và thanh toán</h2>
      <ul>
        <li>
          Điểm dùng để trả phí đăng tin, đẩy tin, nâng cấp tin và mua gói dịch vụ theo <Link href="/support-about/bang-gia">Bảng giá</Link>{' '}
          hiện hành tại thời điểm sử dụng.
        </li>
        <li>Điểm có hạn dùng, không quy đổi thành tiền mặt và không chuyển cho tài khoản khác.</li>
        <li>
          Điểm đã dùng cho một tin không được hoàn lại khi tin bị từ chối hoặc gỡ do vi phạm điều khoản. Khi tin bị từ chối vì lý do
          không phải lỗi của bạn, hoặc hệ thống trừ điểm sai, chúng tôi hoàn điểm vào ví.
        </li>
        <li>Nếu đã thanh toán mà chưa được cộng điểm, hãy liên hệ hỗ trợ kèm mã giao dịch để được đối soát.</li>
      </ul>

      <h2>6. Nội dung của bạn</h2>
      <p>
        Bạn giữ quyền đối với nội dung mình đăng và cho phép Rao vặt hiển thị nội dung đó trên chuyên trang, trong trang của báo Tuổi
        Trẻ (với tin có hiển thị trên báo) và trong kết quả của công cụ tìm kiếm, trong thời gian tin còn hiệu lực.
      </p>

      <h2>7. Giới hạn trách nhiệm</h2>
      <p>
        Chúng tôi nỗ lực để dịch vụ hoạt động liên tục nhưng không bảo đảm không có gián đoạn. Rao vặt không chịu trách nhiệm về thiệt
        hại phát sinh từ giao dịch giữa các thành viên; khi có tranh chấp, chúng tôi hỗ trợ cung cấp thông tin cho cơ quan có thẩm
        quyền theo quy định.
      </p>

      <h2>8. Thay đổi và luật áp dụng</h2>
      <p>
        Điều khoản có thể được cập nhật; ngày cập nhật ghi ở đầu trang. Điều khoản được điều chỉnh bởi pháp luật Việt Nam. Mọi thắc
        mắc xin gửi về <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </>
  );
}

export const dieuKhoanSuDung: StaticInfoPage = {
  slug: 'dieu-khoan-su-dung',
  title: 'Điều khoản sử dụng',
  description: 'Quy định khi dùng Rao vặt: tài khoản, nội dung tin đăng, hàng hoá cấm, kiểm duyệt, điểm và thanh toán, trách nhiệm các bên.',
  updatedAt: new Date('2026-11-01T00:00:00+07:00'),
  Body,
};
