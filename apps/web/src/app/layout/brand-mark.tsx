/** The shop's mark: a gold aircraft on navy, drawn inline so it needs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#c9a34e" />
      <path d="M7 19.5 25 12l-2.6 4.6L14 19.4l-2.4 4.1-1.9-.7 1.2-3.4z" fill="#0a1a33" />
    </svg>
  );
}
