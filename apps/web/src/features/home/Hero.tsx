import { site, youtubeEmbedUrl } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { CalendarDays, MapPin, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDayRange, formatFigure } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { Modal } from '../../ui/Modal';
import { useDocumentTitle } from '../../ui/PageHero';
import { useSiteSettings } from '../layout/use-site-settings';
import { useText } from '../../lib/use-text';

export function Hero() {
  const t = useText('common');
  const { locale } = useLocalized();
  const [videoOpen, setVideoOpen] = useState(false);
  // No previous-edition video in the settings: no button (issue 12).
  const { previousEditionVideo: videoId, venue } = useSiteSettings();
  useDocumentTitle();
  const stats = [
    { value: site.heroStats.championships, key: 'home.stats.championships' },
    { value: site.heroStats.days, key: 'home.stats.days' },
    { value: site.heroStats.athletes, key: 'home.stats.athletes' },
    { value: site.heroStats.events, key: 'home.stats.events' },
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-sky-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="flex items-center justify-between gap-10">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{t('home.kicker')}</p>
            <h1 className="mt-3 text-4xl font-black leading-tight sm:text-6xl">
              {t('home.title')}
              <span className="block text-cyan-300">{t('home.titleYear')}</span>
            </h1>
            <div className="mt-6 flex flex-col gap-3 text-lg text-slate-100 sm:flex-row sm:gap-8">
              <p className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="h-5 w-5 text-cyan-300" />
                {venue.name}, Paris
              </p>
              <p className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="h-5 w-5 text-cyan-300" />
                {formatDayRange(
                  site.eventDays[0],
                  site.eventDays[site.eventDays.length - 1] ?? site.eventDays[0],
                  locale,
                )}
              </p>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/inscriptions"
                className="rounded-lg bg-cyan-400 px-6 py-3 font-bold text-navy-950 hover:bg-cyan-300"
              >
                {t('home.register')}
              </Link>
              <Link
                to="/programme"
                className="rounded-lg border border-white/50 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                {t('home.programme')}
              </Link>
              {videoId && (
                // The video opens in a dialog drawn by JavaScript: without it, the button is not shown.
                <button
                  type="button"
                  onClick={() => setVideoOpen(true)}
                  className="inline-flex items-center gap-2 rounded-lg px-4 py-3 font-semibold text-white hover:bg-white/10 noscript:hidden"
                >
                  <PlayCircle aria-hidden="true" className="h-6 w-6 text-cyan-300" />
                  {t('home.video')}
                </button>
              )}
            </div>
          </div>
          {/* The event's title image (spec section 2): decorative beside the h1, which carries the title.
              Lazy, so that a phone, which never shows it, never fetches it either: an SVG image is also a
              document of its own, parsed and laid out in the page's process before the page's first paint. */}
          <img
            src="/hero-title.svg"
            alt=""
            loading="lazy"
            width={320}
            height={320}
            className="hidden h-64 w-64 shrink-0 drop-shadow-2xl lg:block"
          />
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {stats.map((s) => (
            <div key={s.key} className="flex flex-col rounded-xl bg-white/10 p-4 text-center ring-1 ring-white/15">
              <dt className="text-sm text-slate-200">{t(s.key)}</dt>
              <dd className="order-first text-3xl font-black text-white">{formatFigure(s.value, locale)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Modal open={videoOpen && !!videoId} onClose={() => setVideoOpen(false)} title={t('home.videoTitle')} size="xl">
        <div className="aspect-video w-full">
          <iframe
            className="h-full w-full rounded-lg"
            src={youtubeEmbedUrl(videoId)}
            title={t('home.videoTitle')}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      </Modal>
    </section>
  );
}
