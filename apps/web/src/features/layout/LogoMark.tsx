/**
 * The site's mark (public/favicon.svg) drawn in the page itself. As an <img>, the SVG file became a document
 * of its own in the page's process (its parse, window and layout, in a task before the first paint) and one
 * more request on a saturated network, on every page. Its shapes are the file's (LogoMark.test.tsx).
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b1f3a" />
      <path d="M14 42 L50 22" stroke="#22d3ee" strokeWidth="6" strokeLinecap="round" />
      <circle cx="22" cy="24" r="6" fill="#ffffff" />
    </svg>
  );
}
