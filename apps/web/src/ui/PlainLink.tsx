import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** A plain left click that stays in this tab: the router takes it, as it would a <Link>'s. */
export function routerTakes(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A pointer only passing over a link preloads nothing (the router's own default delay for <Link>). */
const PRELOAD_DELAY_MS = 50;
const pending = new WeakMap<HTMLAnchorElement, ReturnType<typeof setTimeout>>();

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The address as the router writes it (a path without parameters, or one whose ids need no escaping). */
  href: string;
  /** The page shown: `aria-current="page"` and `data-status="active"`, as a <Link> marks it. */
  current?: boolean;
};

/*
 * A link drawn on every page (the header's, the mobile menu's and the footer's 28) or by the hundred (the
 * 120 lines of /resultats). The router's <Link> builds its location, subscribes to the router's state and
 * runs an effect, each one: a plain anchor hydrates with none of it (issue 30, Lighthouse's TBT on a
 * phone). Its click goes through the router all the same, and the visitor's intent (pointer, focus, touch)
 * preloads the route's code and data, as <Link>'s `defaultPreload: 'intent'` does.
 */
export function PlainLink({ href, current, onClick, ...rest }: PlainLinkProps) {
  const router = useRouter();
  const preload = (event: { currentTarget: HTMLAnchorElement }, delay: number) => {
    const link = event.currentTarget;
    clearTimeout(pending.get(link));
    pending.set(
      link,
      setTimeout(() => {
        pending.delete(link);
        // Typed for `to` only, the router reads `href` here as navigate() does (buildLocation parses it).
        router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => {});
      }, delay),
    );
  };
  const cancel = (event: { currentTarget: HTMLAnchorElement }) => {
    clearTimeout(pending.get(event.currentTarget));
    pending.delete(event.currentTarget);
  };
  return (
    <a
      {...rest}
      href={href}
      {...(current ? { 'aria-current': 'page' as const, 'data-status': 'active' } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (!routerTakes(event) || event.currentTarget.target) return;
        event.preventDefault();
        cancel(event);
        void router.navigate({ href });
      }}
      onMouseEnter={(event) => preload(event, PRELOAD_DELAY_MS)}
      onFocus={(event) => preload(event, PRELOAD_DELAY_MS)}
      onTouchStart={(event) => preload(event, 0)}
      onMouseLeave={cancel}
      onBlur={cancel}
    />
  );
}
