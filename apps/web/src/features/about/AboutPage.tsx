import { site } from '@app/contract';
import { Heart, Lightbulb, Trophy, Users } from 'lucide-react';
import { formatFigure } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { PageHero } from '../../ui/PageHero';
import '../../lib/static-page-texts';
import { useText } from '../../lib/use-text';

const values = [
  { key: 'excellence', icon: Trophy },
  { key: 'inclusion', icon: Users },
  { key: 'passion', icon: Heart },
  { key: 'innovation', icon: Lightbulb },
] as const;
const timeline = ['2010', '2013', '2016', '2019', '2022', '2025'] as const;

export function AboutPage() {
  const t = useText('pages');
  const { locale } = useLocalized();
  const figures = [
    { value: site.aboutFigures.years, key: 'about.figYears' },
    { value: site.aboutFigures.athletes, key: 'about.figAthletes' },
    { value: site.aboutFigures.championships, key: 'about.figChampionships' },
    { value: site.aboutFigures.clubs, key: 'about.figClubs' },
  ];
  return (
    <>
      <PageHero title={t('about.title')} subtitle={t('about.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map((f) => (
            <div key={f.key} className="flex flex-col rounded-xl bg-slate-50 p-4 text-center ring-1 ring-slate-200">
              <dt className="text-sm text-slate-700">{t(f.key)}</dt>
              <dd className="order-first text-3xl font-black text-sky-800">{formatFigure(f.value, locale)}</dd>
            </div>
          ))}
        </dl>
        <section className="mt-10 max-w-3xl" aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold text-slate-900">
            {t('about.mission')}
          </h2>
          <p className="mt-3 text-slate-800">{t('about.missionText')}</p>
        </section>
        <section className="mt-10" aria-labelledby="values-title">
          <h2 id="values-title" className="text-2xl font-bold text-slate-900">
            {t('about.values')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="h-7 w-7 text-sky-700" />
                <h3 className="mt-2 font-bold text-slate-900">{t(`about.value.${key}.title`)}</h3>
                <p className="text-sm text-slate-700">{t(`about.value.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="mt-10" aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="text-2xl font-bold text-slate-900">
            {t('about.timeline')}
          </h2>
          <ol className="mt-4 space-y-4 border-l-2 border-sky-200 pl-6">
            {timeline.map((year) => (
              <li key={year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[33px] top-1 h-4 w-4 rounded-full bg-sky-700 ring-4 ring-white"
                />
                <p className="font-bold text-sky-800">{year}</p>
                <p className="text-slate-800">{t(`about.year.${year}`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="mt-10 grid gap-4 sm:grid-cols-2" aria-label={t('about.organisers')}>
          <article className="rounded-xl bg-navy-900 p-6 text-white">
            <h2 className="text-lg font-bold">{t('about.organiser')}</h2>
            <p className="mt-2 text-slate-200">{t('about.organiserText')}</p>
          </article>
          <article className="rounded-xl bg-cyan-50 p-6 ring-1 ring-cyan-200">
            <h2 className="text-lg font-bold text-slate-900">{t('about.sponsor')}</h2>
            <p className="mt-2 text-slate-800">{t('about.sponsorText')}</p>
          </article>
        </section>
      </div>
    </>
  );
}
