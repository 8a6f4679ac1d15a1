import Link from 'next/link';
import { Notice } from '~/components/support/notice';
import { GOVERNMENT_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';
import type { StaticInfoPage } from './types';

function Body() {
  const [, trafficFines, taxLookup, ecommerceLookup] = GOVERNMENT_LINKS;
  return (
    <>
      <Notice tone="warning" title="Ba nguyên tắc không bao giờ được bỏ qua">
        <ul>
          <li>
            <strong>Không đặt cọc, không chuyển khoản trước</strong> khi chưa tận mắt xem hàng, xem nhà, xem xe.
          </li>
          <li>
            <strong>Không cung cấp mã OTP</strong>, mật khẩu hay ảnh hai mặt CCCD cho bất kỳ ai, kể cả người tự xưng là nhân viên Rao
            vặt hay ngân hàng.
          </li>
          <li>
            <strong>Gặp ở nơi công cộng</strong>, ban ngày, nên đi cùng người thân.
          </li>
        </ul>
      </Notice>

      <h2>Trước khi liên hệ</h2>
      <ul>
        <li>So sánh giá với các tin tương tự: giá thấp bất thường là dấu hiệu đáng ngờ nhất.</li>
        <li>
          Xem trang cá nhân công khai của người bán: ngày tham gia, số tin đang đăng, số tin đã xác thực. Tin bất động sản có dấu{' '}
          <strong>đã xác thực</strong> đã được kiểm tra giấy tờ.
        </li>
        <li>Cảnh giác với tin chỉ có ảnh mạng, mô tả chung chung, hoặc người bán hối thúc &ldquo;nhiều người hỏi, cọc ngay kẻo hết&rdquo;.</li>
      </ul>

      <h2>Mua bán nhà đất</h2>
      <ul>
        <li>
          Yêu cầu xem <strong>bản gốc Giấy chứng nhận quyền sử dụng đất</strong> (sổ hồng, sổ đỏ); đối chiếu tên chủ sở hữu với CCCD
          của người bán và vị trí, diện tích thực tế với sổ.
        </li>
        <li>Kiểm tra thông tin quy hoạch và tình trạng thế chấp, tranh chấp tại văn phòng đăng ký đất đai hoặc UBND phường, xã.</li>
        <li>
          Hợp đồng đặt cọc, mua bán nên được <strong>công chứng</strong>; thanh toán qua ngân hàng, ghi rõ nội dung chuyển khoản.
        </li>
        <li>Thuê nhà: xem phòng trực tiếp, đọc kỹ hợp đồng (tiền cọc, điện nước, thời hạn báo trước) trước khi trả tiền.</li>
      </ul>

      <h2>Mua bán xe</h2>
      <ul>
        <li>
          Xem <strong>giấy đăng ký xe</strong> bản gốc; đối chiếu số khung, số máy trên xe với giấy tờ; tên trên đăng ký phải khớp
          với người bán hoặc có giấy uỷ quyền hợp lệ.
        </li>
        <li>
          Tra cứu phạt nguội trước khi mua tại{' '}
          <a href={trafficFines.href} target="_blank" rel="noopener noreferrer">
            {trafficFines.title}
          </a>
          ; với ô tô, kiểm tra thêm hạn đăng kiểm.
        </li>
        <li>Lái thử và nhờ thợ quen kiểm tra; làm thủ tục sang tên ngay sau khi thanh toán.</li>
      </ul>

      <h2>Tìm việc làm</h2>
      <ul>
        <li>
          Nhà tuyển dụng đàng hoàng <strong>không thu phí</strong> hồ sơ, phí đồng phục hay tiền cọc để nhận việc.
        </li>
        <li>Từ chối các việc &ldquo;làm nhiệm vụ, nhận hoa hồng&rdquo;, &ldquo;chốt đơn online&rdquo; yêu cầu bạn nạp tiền trước.</li>
        <li>Không giao bản gốc giấy tờ tuỳ thân, bằng cấp; chỉ nộp bản sao.</li>
      </ul>

      <h2>Khi thanh toán</h2>
      <ul>
        <li>Chỉ trả tiền khi đã nhận và kiểm tra hàng; ưu tiên chuyển khoản để có dấu vết giao dịch.</li>
        <li>Người mua chuyển khoản: đừng giao hàng khi mới thấy ảnh chụp màn hình hay tin nhắn báo tiền – hãy kiểm tra số dư tài khoản.</li>
        <li>Không bấm vào đường liên kết lạ gửi qua tin nhắn, kể cả đường liên kết &ldquo;nhận tiền&rdquo; hay &ldquo;xác nhận đơn hàng&rdquo;.</li>
        <li>
          Mua của doanh nghiệp: kiểm tra mã số thuế tại{' '}
          <a href={taxLookup.href} target="_blank" rel="noopener noreferrer">
            {taxLookup.title}
          </a>{' '}
          và website bán hàng tại{' '}
          <a href={ecommerceLookup.href} target="_blank" rel="noopener noreferrer">
            {ecommerceLookup.title}
          </a>
          .
        </li>
      </ul>

      <h2>Báo cáo tin lừa đảo</h2>
      <p>
        Nếu nghi ngờ một tin đăng, hãy gửi đường dẫn của tin cho chúng tôi qua email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> hoặc gọi <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>.
        Biên tập viên sẽ kiểm tra và gỡ tin vi phạm. Nếu đã bị lừa, hãy trình báo ngay với cơ quan công an nơi gần nhất và giữ lại toàn
        bộ tin nhắn, chứng từ chuyển tiền.
      </p>
      <p>
        Quy định về nội dung được phép đăng nằm trong <Link href="/support-about/dieu-khoan-su-dung">Điều khoản sử dụng</Link>.
      </p>
    </>
  );
}

export const anToanGiaoDich: StaticInfoPage = {
  slug: 'an-toan-giao-dich',
  title: 'An toàn giao dịch',
  description: 'Không đặt cọc trước khi xem hàng, kiểm tra sổ hồng và giấy tờ xe, gặp ở nơi công cộng: lời khuyên để mua bán an toàn trên Rao vặt.',
  Body,
};
