import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';

/** How reviews work, next to the list: who may write, how to, replies and moderation. */
export function ReviewsGuide({ className }: { className?: string }) {
  return (
    <div className={cx(box, className)}>
      <h2 className={heading}>Về đánh giá trên Rao vặt</h2>
      <ul className={points}>
        <li>Thành viên đã đăng nhập đánh giá người bán về một tin cụ thể, từ 1 đến 5 sao kèm nhận xét.</li>
        <li>Để đánh giá, mở tin của người bán và bấm “Viết đánh giá” trong khung liên hệ. Mỗi tin bạn có một đánh giá; gửi lại sẽ thay thế đánh giá cũ.</li>
        <li>Người bán được phản hồi một lần, hiển thị công khai bên dưới đánh giá.</li>
        <li>Đánh giá xúc phạm, sai sự thật hoặc quảng cáo sẽ bị ban quản trị ẩn và không được tính vào điểm.</li>
      </ul>
    </div>
  );
}

const box = cx(card({ padding: 'sm' }), css({ fontSize: 'sm', color: 'fg.muted' }));
const heading = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default', mb: '2' });
const points = css({ listStyleType: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1.5' });
