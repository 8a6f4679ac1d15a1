import { css } from 'styled-system/css';

/** What the page ignored or corrected in the URL, said plainly (issue "Bad input": never a 500). */
export function Notices({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className={box} data-testid="browse-notices">
      <p className={title}>Một số điều kiện lọc đã được điều chỉnh</p>
      <ul className={list}>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}

const box = css({ mb: '4', px: '4', py: '3', borderRadius: 'lg', bg: 'bg.accentSubtle', borderWidth: '1px', borderColor: 'brand.200', fontSize: 'sm', color: 'fg.default' });
const title = css({ fontWeight: 'semibold', mb: '1' });
const list = css({ listStyle: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '0.5' });
