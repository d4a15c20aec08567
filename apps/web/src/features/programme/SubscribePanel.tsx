import { type CalendarLang, calendarFeedPath, webcalUrl } from '@app/contract';
import { CalendarSync, Check, ChevronDown, Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useText } from '../../lib/use-text';

interface Props {
  /** The programme's filters, left out when 'all' (the feed refuses an `all` value). */
  championshipId: string | undefined;
  day: string | undefined;
  lang: CalendarLang;
  /** What the filters show, in words: 'Tous les jours · Tous les championnats'. */
  scope: string;
}

/** The site's address, known in the browser only: empty on the server and during hydration. */
function useOrigin(): string {
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

/**
 * 'S'abonner au programme': the feed of what the filters show, to subscribe to (webcal:// opens the
 * visitor's calendar application; the https address goes into Google Calendar's 'From URL'). A
 * `<details>` opens without JavaScript; there the links fall back to the address on this site.
 */
export function SubscribePanel({ championshipId, day, lang, scope }: Props) {
  const t = useText('pages');
  const origin = useOrigin();
  const path = calendarFeedPath({ championshipId, day, lang });
  const address = origin + path;
  // Remembering which address was copied: after a change of filters, the new one is not.
  const [copiedAddress, setCopiedAddress] = useState('');
  const copied = copiedAddress === address;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopiedAddress(address);
    } catch {
      // Clipboard refused (permissions, plain http): the address stays selectable in its field.
      document.querySelector<HTMLInputElement>('#programme-feed-address')?.select();
    }
  };

  return (
    <details className="group rounded-xl bg-white ring-1 ring-slate-200" data-testid="programme-subscribe">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 font-semibold text-sky-900 hover:bg-sky-50 [&::-webkit-details-marker]:hidden">
        <CalendarSync aria-hidden="true" className="h-5 w-5" />
        {t('programme.subscribe.title')}
        <ChevronDown aria-hidden="true" className="ml-auto h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-4 py-4 text-sm text-slate-800">
        <p>{t('programme.subscribe.scope', { scope })}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={origin ? webcalUrl(address) : path}
            className="inline-flex items-center gap-2 rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900"
            data-testid="programme-webcal"
          >
            <CalendarSync aria-hidden="true" className="h-4 w-4" />
            {t('programme.subscribe.open')}
          </a>
          <span className="text-slate-600">{t('programme.subscribe.openHint')}</span>
        </div>
        <div>
          <label htmlFor="programme-feed-address" className="font-medium text-slate-900">
            {t('programme.subscribe.address')}
          </label>
          <p id="programme-feed-address-hint" className="text-slate-600">
            {t('programme.subscribe.addressHint')}
          </p>
          <div className="mt-1 flex gap-2">
            <input
              id="programme-feed-address"
              readOnly
              value={address}
              aria-describedby="programme-feed-address-hint"
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
            />
            <button
              type="button"
              onClick={copy}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-3 py-2 font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50 noscript:hidden"
            >
              {copied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {t('programme.subscribe.copy')}
            </button>
          </div>
          <p role="status" className="mt-1 min-h-5 text-emerald-800">
            {copied ? t('programme.subscribe.copied') : ''}
          </p>
        </div>
        <a
          href={path}
          download
          className="inline-flex items-center gap-1.5 font-semibold text-sky-800 underline-offset-2 hover:underline"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('programme.subscribe.download')}
        </a>
      </div>
    </details>
  );
}
