import Link from 'next/link';
import { FaqList, type FaqGroup } from '~/components/support/faq-list';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '~/lib/site';
import { expiryDate, formatDate } from '~/lib/time';
import { POSTING_TIERS, UPLOAD_LIMITS } from './posting-tiers';
import type { StaticInfoPage } from './types';

const EXAMPLE_START = new Date('2026-07-01T09:00:00+07:00');
const phoneLink = <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>;
const emailLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const GROUPS: readonly FaqGroup[] = [
  {
    title: 'Đăng tin',
    items: [
      {
        id: 'dang-tin-mat-phi',
        question: 'Đăng tin có mất phí không?',
        answer: (
          <>
            <p>Mỗi tin trả bằng điểm theo loại tin (giá mặc định):</p>
            <ul>
              {POSTING_TIERS.map((tier) => (
                <li key={tier.name}>
                  {tier.name}: {tier.points} điểm, hiển thị {tier.days} ngày.
                </li>
              ))}
            </ul>
            <p>
              Giá đang áp dụng xem ở <Link href="/support-about/bang-gia">Bảng giá</Link>. Đăng nhiều tin thì mua gói dịch vụ sẽ rẻ hơn.
            </p>
          </>
        ),
      },
      {
        id: 'bao-lau-duoc-duyet',
        question: 'Bao lâu thì tin của tôi được duyệt?',
        answer: (
          <p>
            Tin mới ở trạng thái &ldquo;Chờ duyệt&rdquo; cho đến khi biên tập viên kiểm tra, trong giờ làm việc. Khi tin được đăng, bị
            trả về hay bị từ chối, bạn nhận thông báo trong mục <Link href="/user/announcement">Thông báo</Link>.
          </p>
        ),
      },
      {
        id: 'tin-bi-tra-ve',
        question: 'Vì sao tin của tôi bị trả về hoặc bị từ chối?',
        answer: (
          <p>
            Tin <strong>bị trả về</strong> kèm ghi chú ở từng mục cần sửa (ví dụ ảnh không đúng sản phẩm, giá không rõ); sửa xong bạn
            gửi lại. Tin <strong>bị từ chối</strong> là tin vi phạm{' '}
            <Link href="/support-about/dieu-khoan-su-dung">Điều khoản sử dụng</Link>, chẳng hạn hàng cấm, tin trùng lặp hoặc sai sự thật.
          </p>
        ),
      },
      {
        id: 'tin-het-han',
        question: 'Tin hiển thị đến ngày nào?',
        answer: (
          <p>
            Ngày hết hạn = ngày bắt đầu + số ngày − 1. Tin 14 ngày bắt đầu ngày {formatDate(EXAMPLE_START)} hiển thị đến hết ngày{' '}
            {formatDate(expiryDate(EXAMPLE_START, 14))}. Sau đó tin mang nhãn &ldquo;Tin đã hết hạn&rdquo;; bạn có thể đăng lại từ{' '}
            <Link href="/user/post-manage">Quản lý tin</Link>.
          </p>
        ),
      },
      {
        id: 'dua-tin-len-dau',
        question: 'Làm sao để tin của tôi lên đầu danh sách?',
        answer: (
          <p>
            Danh sách xếp theo loại tin trước (tin trang chủ và tin ưu tiên, rồi tin nổi bật, rồi tin thường), sau đó theo lần đẩy tin
            gần nhất. Bạn có thể <strong>đẩy tin</strong> để tin lên đầu nhóm cùng loại, hoặc <strong>nâng cấp</strong> tin lên loại
            cao hơn.
          </p>
        ),
      },
      {
        id: 'bao-nhieu-anh',
        question: 'Một tin được đăng bao nhiêu ảnh, video?',
        answer: (
          <p>
            Tối đa {UPLOAD_LIMITS.images} ảnh, {UPLOAD_LIMITS.videos} video, {UPLOAD_LIMITS.panoramas} ảnh 360° và{' '}
            {UPLOAD_LIMITS.documents} tài liệu đính kèm cho mỗi tin.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Điểm và thanh toán',
    items: [
      {
        id: 'mot-diem-bao-nhieu',
        question: 'Một điểm bằng bao nhiêu tiền?',
        answer: (
          <p>
            Một điểm tương đương 1.000 đồng. Các gói điểm lớn tặng thêm điểm; xem <Link href="/support-about/bang-gia">Bảng giá</Link>{' '}
            và <Link href="/support-about/thong-tin-khuyen-mai">Thông tin khuyến mãi</Link>.
          </p>
        ),
      },
      {
        id: 'cach-thanh-toan',
        question: 'Tôi thanh toán bằng cách nào?',
        answer: (
          <p>
            Qua ví MoMo, VnPay hoặc thẻ ATM nội địa (Napas) tại trang <Link href="/user/buy-point">Mua điểm</Link>. Rao vặt không nhận
            chuyển khoản cho cá nhân. Chi tiết ở <Link href="/support-about/huong-dan-mua-diem">Hướng dẫn mua điểm</Link>.
          </p>
        ),
      },
      {
        id: 'chua-duoc-cong-diem',
        question: 'Tôi đã thanh toán nhưng chưa được cộng điểm?',
        answer: (
          <p>
            Đừng thanh toán lại. Gọi {phoneLink} hoặc email {emailLink} kèm số điện thoại tài khoản, thời gian và mã giao dịch; chúng
            tôi đối soát với cổng thanh toán và cộng điểm cho bạn.
          </p>
        ),
      },
      {
        id: 'diem-het-han',
        question: 'Điểm có hạn dùng không? Điểm thưởng khác điểm nạp thế nào?',
        answer: (
          <p>
            Có. Điểm nạp (mua bằng tiền) và điểm thưởng (từ mã quà tặng, khuyến mãi) nằm ở hai ví, mỗi ví có hạn dùng riêng, hiện ở
            thanh bên khu vực thành viên. Điểm quá hạn không dùng được nữa.
          </p>
        ),
      },
      {
        id: 'ma-qua-tang',
        question: 'Tôi nhập mã quà tặng ở đâu?',
        answer: (
          <p>
            Tại <Link href="/user/gift-code">Nhập mã quà tặng</Link>. Mỗi mã dùng một lần cho mỗi tài khoản; mã sai hoặc hết hạn sẽ báo
            &ldquo;Voucher không tồn tại&rdquo;.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Tài khoản',
    items: [
      {
        id: 'ai-thay-so-dien-thoai',
        question: 'Người khác có thấy số điện thoại của tôi không?',
        answer: (
          <p>
            Trang cá nhân công khai không bao giờ hiện số điện thoại hay email. Số điện thoại liên hệ bạn ghi trong một tin chỉ hiện khi
            người xem bấm &ldquo;Hiện số&rdquo; trên tin đó. Xem <Link href="/support-about/chinh-sach-bao-mat">Chính sách bảo mật</Link>.
          </p>
        ),
      },
      {
        id: 'quen-mat-khau',
        question: 'Tôi quên mật khẩu thì làm sao?',
        answer: (
          <p>
            Gọi {phoneLink} từ số điện thoại đã đăng ký, hoặc gửi email {emailLink} từ email đã xác nhận. Chúng tôi xác minh chủ tài khoản
            rồi hướng dẫn đặt lại mật khẩu. Rao vặt không bao giờ hỏi mật khẩu hay mã OTP của bạn.
          </p>
        ),
      },
      {
        id: 'xoa-tai-khoan',
        question: 'Tôi muốn xoá tài khoản?',
        answer: (
          <p>
            Gửi yêu cầu đến {emailLink} từ email hoặc số điện thoại của tài khoản. Điểm còn lại trong ví sẽ mất khi tài khoản bị xoá.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Mua hàng',
    items: [
      {
        id: 'lien-he-nguoi-ban',
        question: 'Làm sao để liên hệ người bán?',
        answer: (
          <p>
            Trên trang tin, bấm &ldquo;Hiện số&rdquo; để gọi hoặc nhắn tin cho người bán, viết bình luận dưới tin, hoặc bấm &ldquo;Yêu
            cầu gọi lại&rdquo; để người bán chủ động gọi cho bạn (cần đăng nhập).
          </p>
        ),
      },
      {
        id: 'tin-da-xac-thuc',
        question: 'Dấu "đã xác thực" trên tin nghĩa là gì?',
        answer: <p>Tin mang dấu này đã được Rao vặt kiểm tra giấy tờ (ví dụ sổ hồng của tin bất động sản) trước khi đăng.</p>,
      },
      {
        id: 'tim-kiem-khong-dau',
        question: 'Tìm kiếm có cần gõ dấu không?',
        answer: <p>Không. Gõ &ldquo;nha dat quan 7&rdquo; hay &ldquo;Nhà đất Quận 7&rdquo; đều cho cùng kết quả; chữ hoa, chữ thường như nhau.</p>,
      },
      {
        id: 'tin-lua-dao',
        question: 'Tôi nghi ngờ một tin lừa đảo?',
        answer: (
          <p>
            Đừng chuyển tiền. Gửi đường dẫn của tin đến {emailLink} hoặc gọi {phoneLink} để chúng tôi kiểm tra, và đọc{' '}
            <Link href="/support-about/an-toan-giao-dich">An toàn giao dịch</Link>.
          </p>
        ),
      },
    ],
  },
];

function Body() {
  return <FaqList groups={GROUPS} />;
}

export const faq: StaticInfoPage = {
  slug: 'faq',
  title: 'Câu hỏi thường gặp',
  description: 'Giải đáp nhanh về đăng tin, kiểm duyệt, thời hạn tin, điểm và thanh toán, tài khoản và cách mua bán an toàn trên Rao vặt.',
  Body,
};
