// Rule HTML is sanitized by the server before it is stored (design.md), so it is rendered as is.
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-html space-y-2 text-slate-800 [&_a]:text-sky-800 [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_iframe]:aspect-video [&_iframe]:w-full [&_img]:max-w-full [&_li.editor-nested-listitem]:list-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server against an allow-list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
