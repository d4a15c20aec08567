import { accessibilityStatusLabels, telHref } from '@app/contract';
import { useRouterState } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { PlainLink } from '../../ui/PlainLink';
import { frameLink } from './nav-classes';
import { NewsletterBox } from './NewsletterBox';
import { SocialLinks } from './SocialLinks';
import { useSiteSettings } from './use-site-settings';
import { useText } from '../../lib/use-text';

export function Footer() {
  const t = useText('common');
  const settings = useSiteSettings();
  const { label } = useLocalized();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const here = (to: string) => frameLink(pathname, to, 'hover:text-white');
  const quick = [
    { to: '/programme', key: 'nav.programme' },
    { to: '/inscriptions', key: 'nav.registration' },
    { to: '/infos-pratiques', key: 'nav.practical' },
    { to: '/contact', key: 'nav.contact' },
  ] as const;
  return (
    <footer className="bg-navy-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-base font-semibold text-white">{t('brand.full')}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-cyan-300" />
              <span>
                {settings.venue.name}
                <br />
                {settings.venue.address}, {settings.venue.city}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-cyan-300" />
              <a href={`mailto:${settings.contactEmail}`} className="break-all hover:text-white">
                {settings.contactEmail}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-cyan-300" />
              <a href={telHref(settings.contactPhone)} className="hover:text-white">
                {settings.contactPhone}
              </a>
            </p>
          </address>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="text-base font-semibold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {quick.map((l) => (
              <li key={l.to}>
                <PlainLink {...here(l.to)}>{t(l.key)}</PlainLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">{t('footer.follow')}</h2>
          <div className="mt-3">
            <SocialLinks />
          </div>
        </div>
        <NewsletterBox />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-slate-300 sm:flex-row sm:justify-between">
          <p>© 2026 {t('footer.rights')}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <PlainLink {...here('/mentions-legales')}>{t('footer.legal')}</PlainLink>
            <PlainLink {...here('/politique-confidentialite')}>{t('footer.privacy')}</PlainLink>
            {/* The law wants the status on every page, linked to the statement (loi 2005-102, art. 47). */}
            <PlainLink {...here('/declaration-accessibilite')} data-testid="footer-accessibility">
              {t('footer.accessibility', { status: label(accessibilityStatusLabels[settings.accessibility.status]) })}
            </PlainLink>
          </div>
        </div>
      </div>
    </footer>
  );
}
