import { css } from 'styled-system/css';

/**
 * Said when no listing has all of a search's words whole and the results are listings whose words
 * contain what was typed (list-article `word_match: part`), so iPhones found for "iphon" read as
 * the help they are, not as a wrong answer.
 */
export function PartWordNote({ q }: { q: string }) {
  return (
    <p className={note} data-testid="part-word-note">
      Không có tin nào có đủ các từ “{q}”. Đang hiện các tin có từ chứa những chữ này.
    </p>
  );
}

const note = css({ mb: '4', fontSize: 'sm', color: 'fg.muted' });
