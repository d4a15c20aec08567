import { site, volunteerRoleInfo, volunteerRoles } from '@app/contract';
import { Clock, Gift, Megaphone, Shirt, Timer, Truck, Users, Utensils } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { PageHero } from '../../ui/PageHero';
import { VolunteerForm } from './VolunteerForm';
import { useText } from '../../lib/use-text';

const roleIcons = { accueil: Users, chronometrage: Timer, logistique: Truck, communication: Megaphone } as const;

export function VolunteersPage() {
  const t = useText('pages');
  const { label } = useLocalized();
  const benefits = [
    { icon: Shirt, key: 'volunteers.benefitOutfit' },
    { icon: Utensils, key: 'volunteers.benefitMeals' },
    { icon: Gift, key: 'volunteers.benefitGift' },
    { icon: Clock, key: 'volunteers.benefitFlexible' },
  ];
  return (
    <>
      <PageHero title={t('volunteers.title')} subtitle={t('volunteers.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="flex flex-col rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{t('volunteers.statSought')}</dt>
            <dd className="order-first text-3xl font-black text-sky-800">{site.volunteersSought}</dd>
          </div>
          <div className="flex flex-col rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{t('volunteers.statDays')}</dt>
            <dd className="order-first text-3xl font-black text-sky-800">3</dd>
          </div>
          <div className="flex flex-col rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{t('volunteers.statRoles')}</dt>
            <dd className="order-first text-3xl font-black text-sky-800">{volunteerRoles.length}</dd>
          </div>
        </dl>

        <h2 className="mt-10 text-2xl font-bold text-slate-900">{t('volunteers.roles')}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {volunteerRoles.map((role) => {
            const Icon = roleIcons[role];
            return (
              <li key={role} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="h-8 w-8 text-sky-700" />
                <h3 className="mt-2 font-bold text-slate-900">{label(volunteerRoleInfo[role])}</h3>
                <p className="text-sm text-slate-700">{t(`volunteers.roleText.${role}`)}</p>
                <p className="mt-2 text-sm font-semibold text-sky-800">
                  {t('volunteers.posts', { count: volunteerRoleInfo[role].posts })}
                </p>
              </li>
            );
          })}
        </ul>

        <h2 className="mt-10 text-2xl font-bold text-slate-900">{t('volunteers.benefits')}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-sky-700" />
              <span className="text-sm text-slate-800">{t(key)}</span>
            </li>
          ))}
        </ul>

        <section className="mt-10 max-w-3xl" aria-labelledby="volunteer-form-title">
          <h2 id="volunteer-form-title" className="text-2xl font-bold text-slate-900">
            {t('volunteers.formTitle')}
          </h2>
          <div className="mt-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <VolunteerForm />
          </div>
        </section>
      </div>
    </>
  );
}
