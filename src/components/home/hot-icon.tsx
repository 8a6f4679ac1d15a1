/** The hot icon of spec §9, 25×25 px. */
export function HotIcon() {
  return (
    <svg width="25" height="25" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M13.5 2s.5 3-1.5 5.5S8 11 8 14.5A4.5 4.5 0 0 0 12.5 19c2.8 0 4.5-2 4.5-4.5 0-1.6-.7-2.7-1.4-3.6.1 1.3-.4 2.3-1.3 2.6.5-2.9-.3-5.6-.8-9.5ZM12 22a8 8 0 0 1-8-8c0-3.4 1.8-5.6 3.5-7.4C7.6 9 8.4 10.3 9.6 11 9.3 6.8 12 4.2 13.5 2c.8 3.7 3.2 5.6 4.6 7.4A7.9 7.9 0 0 1 20 14a8 8 0 0 1-8 8Z"
      />
    </svg>
  );
}
