import Link from 'next/link';
import { css } from 'styled-system/css';
import { Notice } from '~/components/support/notice';
import { expiryDate, formatDate } from '~/lib/time';
import { POSTING_TIERS, UPLOAD_LIMITS } from './posting-tiers';
import type { StaticInfoPage } from './types';

// A worked example of the expiry rule (spec §9: start + days − 1), computed with the product's helper.
const EXAMPLE_START = new Date('2026-07-01T09:00:00+07:00');

function Body() {
  return (
    <>
      <p>
        Đăng một tin trên Rao vặt mất khoảng năm phút. Tin được lưu nháp tự động ở từng bước, nên bạn có thể dừng lại và tiếp tục trên
        thiết bị khác.
      </p>

      <h2>Trước khi bắt đầu</h2>
      <ul>
        <li>
          Đăng nhập tài khoản (xem <Link href="/support-about/thong-tin-nguoi-dung">Thông tin người dùng</Link>).
        </li>
        <li>
          Có đủ điểm trong ví cho loại tin muốn đăng, hoặc một gói dịch vụ còn lượt tin – xem{' '}
          <Link href="/support-about/huong-dan-mua-diem">Hướng dẫn mua điểm</Link>.
        </li>
        <li>Chuẩn bị ảnh thật của sản phẩm (ảnh ngang, đủ sáng), và với bất động sản là diện tích, số phòng, giấy tờ pháp lý.</li>
      </ul>

      <h2>Các bước đăng tin</h2>
      <ol>
        <li>
          Bấm nút <strong>Đăng tin</strong> ở đầu trang (hoặc vào <Link href="/user/post-news-v2">trang đăng tin</Link>).
        </li>
        <li>
          <strong>Chọn danh mục và hình thức</strong>: Cần bán, Cho thuê, Cần mua, Cần thuê, Tuyển dụng, Cần tìm việc… Tin bất động sản
          có thêm các mục diện tích, số phòng ngủ, số phòng tắm.
        </li>
        <li>
          <strong>Nhập thông tin</strong>: tiêu đề ngắn gọn nêu rõ sản phẩm và khu vực, mô tả chi tiết, giá, vị trí (tỉnh/thành,
          quận/huyện, phường/xã, đường – có thể chọn điểm trên bản đồ), tên và số điện thoại liên hệ. Về giá, bạn chọn một trong ba
          cách:
          <ul>
            <li>
              <strong>Có giá</strong>: nhập số và đơn vị (đồng, triệu, tỷ), ví dụ 3,5 tỷ.
            </li>
            <li>
              <strong>Thoả thuận</strong>: ô giá và đơn vị để trống; tin hiển thị &ldquo;Giá thoả thuận&rdquo;.
            </li>
            <li>
              <strong>Không hiển thị giá</strong>: tin cũng hiển thị &ldquo;Giá thoả thuận&rdquo;.
            </li>
          </ul>
        </li>
        <li>
          <strong>Tải ảnh và tệp</strong>: tối đa {UPLOAD_LIMITS.images} ảnh, {UPLOAD_LIMITS.videos} video,{' '}
          {UPLOAD_LIMITS.panoramas} ảnh 360° và {UPLOAD_LIMITS.documents} tài liệu (giấy tờ pháp lý). Ảnh đầu tiên là ảnh đại diện
          của tin.
        </li>
        <li>
          <strong>Chọn loại tin và thanh toán</strong>: trả bằng điểm trong ví hoặc dùng một lượt của gói dịch vụ đang có, rồi gửi tin.
        </li>
      </ol>

      <h2>Loại tin và thời hạn</h2>
      <div role="region" aria-label="Bảng loại tin" tabIndex={0} data-scroll-table="">
        <table>
          <thead>
            <tr>
              <th scope="col">Loại tin</th>
              <th scope="col" className={numeric}>
                Giá mặc định
              </th>
              <th scope="col" className={numeric}>
                Thời hạn
              </th>
            </tr>
          </thead>
          <tbody>
            {POSTING_TIERS.map((tier) => (
              <tr key={tier.name}>
                <th scope="row">
                  {tier.name}
                  <span className={placement}>{tier.placement}</span>
                </th>
                <td className={numeric}>{tier.points} điểm</td>
                <td className={numeric}>{tier.days} ngày</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Giá đang áp dụng luôn ở <Link href="/support-about/bang-gia">Bảng giá</Link>; giá trên đây là mức mặc định. Trong cùng loại
        tin, tin được <strong>đẩy</strong> gần nhất xếp trước.
      </p>
      <p>
        <strong>Cách tính ngày hết hạn</strong>: ngày hết hạn = ngày bắt đầu + số ngày − 1. Ví dụ tin 14 ngày bắt đầu ngày{' '}
        {formatDate(EXAMPLE_START)} sẽ hiển thị đến hết ngày {formatDate(expiryDate(EXAMPLE_START, 14))}; tin 28 ngày đến hết ngày{' '}
        {formatDate(expiryDate(EXAMPLE_START, 28))}.
      </p>

      <h2>Sau khi gửi tin: kiểm duyệt</h2>
      <p>
        Mọi tin đều được biên tập viên kiểm duyệt trước khi xuất hiện trên trang. Bạn theo dõi trạng thái tại{' '}
        <Link href="/user/post-manage">Quản lý tin</Link>:
      </p>
      <dl>
        <dt>Chờ duyệt</dt>
        <dd>Tin đang được biên tập viên kiểm tra (trong giờ làm việc).</dd>
        <dt>Đang đăng</dt>
        <dd>Tin đã hiển thị và được tính thời hạn từ lúc này.</dd>
        <dt>Đã xác thực</dt>
        <dd>Tin đã được kiểm tra giấy tờ và mang dấu xác thực.</dd>
        <dt>Bị trả về</dt>
        <dd>Cần sửa theo ghi chú của biên tập viên ở từng mục, rồi gửi lại.</dd>
        <dt>Bị từ chối</dt>
        <dd>
          Tin vi phạm <Link href="/support-about/dieu-khoan-su-dung">Điều khoản sử dụng</Link> và không được đăng.
        </dd>
        <dt>Tin nháp</dt>
        <dd>Tin chưa gửi; mở lại để tiếp tục đúng bước đang dở.</dd>
        <dt>Đã gỡ, Hết hạn</dt>
        <dd>Tin không còn hiển thị; bạn có thể đăng lại.</dd>
      </dl>

      <h2>Quản lý tin đang đăng</h2>
      <ul>
        <li>
          <strong>Đẩy tin</strong>: đưa tin lên đầu nhóm cùng loại, như vừa đăng mới.
        </li>
        <li>
          <strong>Nâng cấp</strong>: chuyển tin thường thành tin nổi bật, ưu tiên hoặc trang chủ.
        </li>
        <li>
          <strong>Sửa tin</strong>: tin sửa nội dung sẽ được duyệt lại.
        </li>
        <li>
          <strong>Gỡ tin</strong> khi đã bán xong, để người mua không gọi nhầm; <strong>đăng lại</strong> tin đã hết hạn hoặc đã gỡ.
        </li>
      </ul>

      <Notice title="Mẹo để tin được duyệt nhanh và bán được">
        <ul>
          <li>Tiêu đề có dấu, nêu đúng sản phẩm, không viết hoa toàn bộ, không lặp từ khoá.</li>
          <li>Ảnh thật, rõ nét, không chèn số điện thoại hay logo lên ảnh.</li>
          <li>Giá thật; mô tả rõ tình trạng, pháp lý, và lý do bán nếu có.</li>
          <li>Số điện thoại liên hệ đúng định dạng: 0 và 9 chữ số, hoặc +84 và 9 chữ số.</li>
        </ul>
      </Notice>
    </>
  );
}

export const huongDanDangTin: StaticInfoPage = {
  slug: 'huong-dan-dang-tin',
  title: 'Hướng dẫn đăng tin',
  description: 'Đăng tin trên Rao vặt từng bước: chọn danh mục, nhập thông tin và giá, tải ảnh, chọn loại tin, kiểm duyệt và quản lý tin.',
  updatedAt: new Date('2026-11-01T00:00:00+07:00'),
  Body,
};

const numeric = css({ textAlign: 'right!', whiteSpace: 'nowrap' });
const placement = css({ display: 'block', fontWeight: 'normal', fontSize: 'xs', color: 'fg.subtle', mt: '0.5' });
