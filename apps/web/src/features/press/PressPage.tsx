import { site, telHref } from '@app/contract';
import { Hash, Mail, Phone, User } from 'lucide-react';
import { PageHero } from '../../ui/PageHero';
import { SocialLinks } from '../layout/SocialLinks';
import { useSiteSettings } from '../layout/use-site-settings';
import { AccreditationForm } from './AccreditationForm';
import { useText } from '../../lib/use-text';

export function PressPage() {
  const t = useText('pages');
  const { pressContact } = useSiteSettings();
  return (
    <>
      <PageHero title={t('press.title')} subtitle={t('press.subtitle')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="press-form-title">
          <h2 id="press-form-title" className="text-2xl font-bold text-slate-900">
            {t('press.formTitle')}
          </h2>
          <div className="mt-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <AccreditationForm />
          </div>
        </section>
        <aside className="space-y-6">
          <section className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200" aria-labelledby="press-contact">
            <h2 id="press-contact" className="font-bold text-slate-900">
              {t('press.contact')}
            </h2>
            <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
              <User aria-hidden="true" className="h-4 w-4 text-sky-700" />
              {pressContact.name}
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <Mail aria-hidden="true" className="h-4 w-4 text-sky-700" />
              <a href={`mailto:${pressContact.email}`} className="text-sky-800 hover:underline">
                {pressContact.email}
              </a>
            </p>
            {pressContact.phone && (
              <p className="mt-1 flex items-center gap-2 text-sm">
                <Phone aria-hidden="true" className="h-4 w-4 text-sky-700" />
                <a href={telHref(pressContact.phone)} className="text-sky-800 hover:underline">
                  {pressContact.phone}
                </a>
              </p>
            )}
          </section>
          <section className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200" aria-labelledby="press-social">
            <h2 id="press-social" className="font-bold text-slate-900">
              {t('press.social')}
            </h2>
            <div className="mt-3">
              <SocialLinks tone="light" />
            </div>
          </section>
          <section className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200" aria-labelledby="press-hashtags">
            <h2 id="press-hashtags" className="font-bold text-slate-900">
              {t('press.hashtags')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {site.hashtags.map((h) => (
                <li
                  key={h}
                  className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-sky-800 ring-1 ring-slate-300"
                >
                  <Hash aria-hidden="true" className="h-3.5 w-3.5" />
                  {h.slice(1)}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
