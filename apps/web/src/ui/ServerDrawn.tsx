import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routerTakes } from './PlainLink';

type Enhance = (root: HTMLElement) => () => void;

/** From this many rows, a box is laid out only near the screen. */
const LONG_TABLE = 20;

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** A plain left click on a link of this site: the router takes it, as a <Link> would. */
function internalHref(event: MouseEvent): string | null {
  if (!routerTakes(event)) return null;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * A read-only part of a page drawn by the server (a start list, a ranking: up to a hundred rows of links
 * and stars), left as the server's HTML when the page hydrates: React attaches nothing inside it, so the
 * phone's main thread is not held while it builds what is already on screen (issue 30 item 2, issue 29's
 * race page). The first change of `deps` (data applied by the live push, a refetch, another language)
 * draws `children` in the browser from then on. Meanwhile its links go through the router, and `enhance`
 * wires what else the HTML needs (the follow stars).
 */
export function ServerDrawn({
  deps,
  enhance,
  className,
  rows,
  children,
}: {
  deps: readonly unknown[];
  enhance?: Enhance;
  className?: string;
  /** Its rows: the browser lays out the box only when it nears the screen, sized meanwhile for them. */
  rows?: number;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const router = useRouter();
  const id = useId();
  const current = [...deps, i18n.language];
  // Hydrating: the server's box is in the document and React has not attached to it yet (the route's
  // Suspense boundary may hydrate after the root's first commit, so no page-wide flag can tell). Its HTML
  // is read once: should React ever draw this part afresh (a hydration given up elsewhere on the page),
  // it draws these same rows rather than an empty box.
  const [initial] = useState(() => {
    if (typeof document === 'undefined') return null;
    const drawn = document.querySelector(`[data-server-drawn="${CSS.escape(id)}"]`);
    if (!drawn || Object.keys(drawn).some((key) => key.startsWith('__reactFiber$'))) return null;
    return { deps: current, html: drawn.innerHTML };
  });
  const frozen = initial !== null && sameDeps(initial.deps, current);
  // A phone lays out a hundred table rows in some 100 ms at a mid-range CPU, before any script: off screen,
  // that work waits until the visitor scrolls there (`auto` then keeps the size it found).
  // A few rows cost little: they are laid out with the page, as every other box.
  const style =
    rows && rows >= LONG_TABLE
      ? { contentVisibility: 'auto' as const, containIntrinsicSize: `auto ${2.5 + rows * 3}rem` }
      : undefined;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!frozen || !enhance || !ref.current) return;
    return enhance(ref.current);
  }, [frozen, enhance]);
  if (!frozen || !initial)
    return (
      <div className={className} style={style} data-server-drawn={id}>
        {children}
      </div>
    );
  return (
    // The click on the server's links, delegated to the router; the keyboard reaches them as links.
    <div
      key="server"
      ref={ref}
      className={className}
      style={style}
      data-server-drawn={id}
      onClick={(event) => {
        const href = internalHref(event);
        if (href === null) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      // Kept as the server drew it: hydration compares none of it and sets nothing.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, as the server drew it (React-escaped)
      dangerouslySetInnerHTML={{ __html: initial.html }}
      suppressHydrationWarning
    />
  );
}
