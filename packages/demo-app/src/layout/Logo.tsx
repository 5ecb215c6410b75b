/** The product mark (decorative; the link around it carries the name). */
export function Logo() {
  return (
    <svg className="rs-demo-logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 23V9h7a4.5 4.5 0 0 1 0 9h-7m7 0 6 5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
