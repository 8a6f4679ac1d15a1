import type { Metadata } from 'next';
import { connection } from 'next/server';
import { css } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { MinigameBoard } from '~/components/minigame/minigame-board';
import { MINIGAME_RULES } from '~/lib/minigame';

export const metadata: Metadata = {
  title: 'Dự đoán tỉ số – nhận điểm thưởng',
  description: `Dự đoán tỉ số các trận bóng đá: đúng tỉ số được ${MINIGAME_RULES.exactPoints} điểm, đúng kết quả được ${MINIGAME_RULES.outcomePoints} điểm thưởng.`,
  alternates: { canonical: '/minigame/du-doan-ty-so' },
};

/**
 * Spec §2 /minigame/du-doan-ty-so: the newspaper's score-prediction game, with its rules stated.
 * Rendered per request, so its canonical URL and JSON-LD name the run-time site (issue #34).
 */
export default async function ScorePredictionPage() {
  await connection();
  return (
    <div className={page}>
      <Breadcrumbs crumbs={[{ label: 'Dự đoán tỉ số' }]} />
      <header className={header.root}>
        <h1 className={header.title}>Dự đoán tỉ số – rinh điểm thưởng</h1>
        <p className={header.lead}>Đoán tỉ số các trận bóng đá sắp diễn ra; đoán trúng, bạn nhận điểm thưởng để đẩy tin, nâng cấp tin miễn phí.</p>
      </header>
      <section className={rules} aria-labelledby="the-le">
        <h2 id="the-le" className={rulesTitle}>
          Thể lệ
        </h2>
        <ul className={ruleList}>
          <li>Thành viên đã đăng nhập được dự đoán tỉ số mỗi trận một lần; có thể sửa dự đoán đến trước giờ bóng lăn. Sau giờ bóng lăn, dự đoán bị khoá.</li>
          <li>
            Đúng tỉ số: <strong>{MINIGAME_RULES.exactPoints} điểm</strong>. Đúng kết quả thắng/hoà/thua nhưng sai tỉ số: <strong>{MINIGAME_RULES.outcomePoints} điểm</strong>. Sai kết quả: 0 điểm.
          </li>
          <li>Tỉ số mỗi đội là số nguyên từ 0 đến {MINIGAME_RULES.maxScore}. Giờ bóng lăn tính theo giờ Việt Nam.</li>
          <li>
            Điểm thưởng được cộng vào ví khuyến mãi ngay khi ban tổ chức cập nhật kết quả chính thức, có hạn dùng {MINIGAME_RULES.validityDays} ngày và dùng để trả phí đăng tin, đẩy tin,
            nâng cấp tin.
          </li>
          <li>Bảng xếp hạng tính tổng điểm thưởng từ các trận đã có kết quả; bằng điểm thì ai đoán đúng tỉ số nhiều hơn xếp trên.</li>
        </ul>
      </section>
      <MinigameBoard />
    </div>
  );
}

const header = pageHeader();
const page = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const rules = css({ bg: 'bg.accentSubtle', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '2' });
const rulesTitle = css({ fontWeight: 'bold', fontSize: 'md' });
const ruleList = css({ listStyleType: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });
