import type { ReactNode } from 'react';

export function Section({
  title,
  children,
  id,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={title && id ? `${id}-title` : undefined}
      className={`mx-auto max-w-7xl px-4 py-10 ${className}`}
    >
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="mb-6 text-2xl font-bold text-slate-900">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
