import { css } from 'styled-system/css';

/**
 * Said when the words typed found nothing and a typo was corrected (list-article `corrected`), so
 * Toyotas shown for "toyta" read as the search the visitor meant, not as a wrong answer.
 */
export function CorrectionNote({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p className={note} data-testid="correction-note">
      Không tìm thấy tin nào cho “{typed}”. Đang hiển thị kết quả cho “<strong className={word}>{corrected}</strong>”.
    </p>
  );
}

const note = css({ mb: '4', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const word = css({ color: 'fg.default', fontWeight: 'semibold' });
