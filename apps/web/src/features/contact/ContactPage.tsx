import { site, telHref } from '@app/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { PageHero } from '../../ui/PageHero';
import { SocialLinks } from '../layout/SocialLinks';
import { useSiteSettings } from '../layout/use-site-settings';
import { ContactForm } from './ContactForm';
import { useText } from '../../lib/use-text';

const faq = ['price', 'deadline', 'medical', 'spectators'] as const;
const specialised = [
  { key: 'registration', email: 'inscriptions@aviron-indoor-2026.fr' },
  { key: 'press', email: null },
  { key: 'volunteers', email: 'benevoles@aviron-indoor-2026.fr' },
  { key: 'partners', email: 'partenariats@aviron-indoor-2026.fr' },
] as const;

export function ContactPage() {
  const t = useText('pages');
  const { label } = useLocalized();
  const settings = useSiteSettings();
  const cards = [
    {
      icon: Mail,
      title: t('contact.cardEmail'),
      body: (
        <a href={`mailto:${settings.contactEmail}`} className="break-all text-sky-800 hover:underline">
          {settings.contactEmail}
        </a>
      ),
    },
    {
      icon: Phone,
      title: t('contact.cardPhone'),
      body: (
        <a href={telHref(settings.contactPhone)} className="text-sky-800 hover:underline">
          {settings.contactPhone}
        </a>
      ),
    },
    {
      icon: MapPin,
      title: t('contact.cardAddress'),
      body: (
        <span>
          {settings.venue.name}, {settings.venue.address}, {settings.venue.city}
        </span>
      ),
    },
    { icon: Clock, title: t('contact.cardHours'), body: <span>{label(site.contactHours)}</span> },
  ];
  return (
    <>
      <PageHero title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl bg-slate-50 p-5 text-sm text-slate-800 ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="h-6 w-6 text-sky-700" />
              <h2 className="mt-2 font-bold text-slate-900">{title}</h2>
              <p className="mt-1">{body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
              {t('contact.formTitle')}
            </h2>
            <div className="mt-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <ContactForm />
            </div>
          </section>
          <aside className="space-y-6">
            <section aria-labelledby="contact-specialised">
              <h2 id="contact-specialised" className="text-lg font-bold text-slate-900">
                {t('contact.specialised')}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {specialised.map((s) => {
                  // The press service's address is the press contact of the settings.
                  const address = s.email ?? settings.pressContact.email;
                  return (
                    <li key={s.key} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                      <p className="font-semibold text-slate-900">{t(`contact.service.${s.key}`)}</p>
                      <a href={`mailto:${address}`} className="break-all text-sky-800 hover:underline">
                        {address}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
            <section aria-labelledby="contact-social">
              <h2 id="contact-social" className="text-lg font-bold text-slate-900">
                {t('contact.social')}
              </h2>
              <div className="mt-3">
                <SocialLinks tone="light" />
              </div>
            </section>
          </aside>
        </div>
        <section className="mt-10" aria-labelledby="faq-title">
          <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
            {t('contact.faqTitle')}
          </h2>
          <div className="mt-4 space-y-3">
            {faq.map((q) => (
              <details key={q} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <summary className="cursor-pointer font-semibold text-slate-900">{t(`contact.faq.${q}.q`)}</summary>
                <p className="mt-2 text-sm text-slate-800">
                  {t(`contact.faq.${q}.a`, { individual: site.faqPrices.individual, team: site.faqPrices.team })}
                </p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
