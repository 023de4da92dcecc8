/** The clinic's mark: a soft cross inside a circle, drawn inline so it needs no request. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      <path d="M16 9h8v7h7v8h-7v7h-8v-7H9v-8h7z" fill="#fff" />
    </svg>
  );
}
