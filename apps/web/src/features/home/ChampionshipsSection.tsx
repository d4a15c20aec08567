import { Link } from '@tanstack/react-router';
import { useChampionships } from '../championships/use-championships';
import { championshipTheme } from '../championships/championship-theme';
import { localizeFreeDates } from '../championships/localize-dates';
import { useLocalized } from '../../lib/use-localized';
import { Skeleton } from '../../ui/Skeleton';
import { useText } from '../../lib/use-text';

export function ChampionshipsSection() {
  const t = useText('common');
  const { pick, lang } = useLocalized();
  const { championships, isLoading } = useChampionships();
  return (
    <section aria-labelledby="championships-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="championships-title" className="text-3xl font-extrabold text-slate-900">
          {t('home.championshipsTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('home.championshipsText')}</p>
        {isLoading ? (
          <div className="mt-8">
            <Skeleton count={3} />
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="championship-cards">
            {championships.map((c) => (
              <li
                key={c.id}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <div className={`bg-gradient-to-br ${championshipTheme(c.id).card} px-5 py-4 text-white`}>
                  <h3 className="text-lg font-bold">{pick(c.name, c.nameEn)}</h3>
                  <p className="text-sm text-white/90">{localizeFreeDates(c.dates, lang)}</p>
                </div>
                <p className="flex-1 px-5 py-4 text-sm text-slate-700">{pick(c.description, c.descriptionEn)}</p>
                <div className="px-5 pb-5">
                  <Link
                    to="/programme"
                    search={{ championship: c.id }}
                    className="text-sm font-semibold text-sky-800 hover:underline"
                  >
                    {t('home.seeProgramme')} →
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
