import { useNavigate } from '@tanstack/react-router';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate } from '../lib/format';
import { landOnAnchor } from '../lib/land-on-anchor';
import { useLocalized } from '../lib/use-localized';
import { useText } from '../lib/use-text';

const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

export interface JumpGroup {
  label: string;
  links: readonly { href: string; label: string }[];
}

/**
 * « Aller à » on the long pages (17,000 px and more on a phone at the real size): links to each day and
 * each championship in the page. Plain anchors, so they work before the scripts and without them. Once the
 * page is the router's, the router's own hash scroll (smooth, aimed at a place computed from the estimated
 * heights of rows not drawn yet) stopped more than a screen short on a phone at the real size: the router
 * then only changes the address, and the jump is instant and ours.
 */
export function JumpNav({ groups }: { groups: readonly JumpGroup[] }) {
  const t = useText('common');
  const navigate = useNavigate();
  const jump = (event: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    const id = href.slice(1);
    // The router only changes the address; the jump is ours (lib/land-on-anchor.ts).
    void navigate({ to: '.', search: (s) => s, hash: id, hashScrollIntoView: false, resetScroll: false }).then(() =>
      landOnAnchor(id),
    );
  };
  const shown = groups.filter((g) => g.links.length > 1);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('jump.label')} className="mt-6 space-y-2 text-sm" data-testid="jump-nav">
      {shown.map((g) => (
        <div key={g.label} className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-800">{g.label}</span>
          {g.links.map((l) => (
            <a
              key={l.href}
              href={l.href}
              onClick={(event) => jump(event, l.href)}
              className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-200"
            >
              {l.label}
            </a>
          ))}
        </div>
      ))}
    </nav>
  );
}

/** The day and championship groups of a long page's « Aller à », from its anchors in page order. */
export function useJumpGroups(
  days: readonly { date: string; anchor: string }[],
  championships: readonly { anchor: string; label: string }[],
): JumpGroup[] {
  const t = useText('common');
  const { locale } = useLocalized();
  return [
    {
      label: t('jump.days'),
      links: days.map((d) => ({ href: `#${d.anchor}`, label: formatDate(d.date, locale, SHORT_DAY) })),
    },
    { label: t('jump.championships'), links: championships.map((c) => ({ href: `#${c.anchor}`, label: c.label })) },
  ];
}

/** Invisible targets at the top of an item (whose box is `relative`) that the « Aller à » links lead to. */
export function JumpAnchors({ ids }: { ids: readonly string[] | undefined }) {
  // A div, not a span: the lines' spans are their texts, which scripts and tests read in order.
  return ids?.map((id) => <div key={id} id={id} aria-hidden="true" className="absolute top-0 left-0 scroll-mt-24" />);
}

/** A « Haut de page » link that appears once the visitor has scrolled two screens down. */
export function BackToTop() {
  const t = useText('common');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(window.scrollY > 2 * window.innerHeight);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  if (!shown) return null;
  return (
    <a
      href="#contenu"
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-1.5 rounded-full bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-navy-950"
      data-testid="back-to-top"
    >
      <ArrowUp aria-hidden="true" className="h-4 w-4" />
      {t('jump.top')}
    </a>
  );
}
