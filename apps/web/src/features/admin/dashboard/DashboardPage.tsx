import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Award,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  Radio,
  Euro,
  ExternalLink,
  FileText,
  Handshake,
  Info,
  KeyRound,
  ListChecks,
  LogOut,
  Mail,
  Megaphone,
  MessageSquare,
  Newspaper,
  ScrollText,
  Send,
  ShieldCheck,
  Settings,
  Target,
  Trophy,
  UserCheck,
  UserCog,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clearAdminToken } from '../../../lib/admin-token';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { useDocumentTitle } from '../../../ui/PageHero';
import { formatNumber } from '../../../lib/format';

const tiles = [
  { to: '/admin/participants', key: 'participants', icon: Users, stat: 'participants' },
  { to: '/admin/partners', key: 'partners', icon: Handshake, stat: 'partners' },
  { to: '/admin/program', key: 'program', icon: CalendarDays },
  { to: '/admin/championships', key: 'championships', icon: Trophy },
  { to: '/admin/pricing', key: 'pricing', icon: Euro },
  { to: '/admin/practical', key: 'practical', icon: Info },
  { to: '/admin/rules', key: 'rules', icon: BookOpen },
  { to: '/admin/volunteers', key: 'volunteers', icon: UserCheck, stat: 'volunteers' },
  // The badge counts the messages waiting for an answer, not all of them (issue 12).
  { to: '/admin/messages', key: 'messages', icon: MessageSquare, stat: 'messagesPending' },
  { to: '/admin/documents', key: 'documents', icon: FileText },
  { to: '/admin/event-types', key: 'eventTypes', icon: Target },
  { to: '/admin/results', key: 'results', icon: Award },
  { to: '/admin/call-room', key: 'callRoom', icon: ClipboardCheck },
  { to: '/admin/direct', key: 'live', icon: Radio },
  { to: '/admin/press', key: 'press', icon: Newspaper },
  { to: '/admin/newsletter', key: 'newsletter', icon: Mail },
  { to: '/admin/campaigns', key: 'campaigns', icon: Megaphone },
  { to: '/admin/outbox', key: 'outbox', icon: Send },
  { to: '/admin/settings', key: 'settings', icon: Settings },
  { to: '/admin/accounts', key: 'accounts', icon: UserCog },
  { to: '/admin/password', key: 'password', icon: KeyRound },
  { to: '/admin/audit', key: 'audit', icon: ScrollText },
  { to: '/admin/personal-data', key: 'personalData', icon: ShieldCheck },
] as const;

export function DashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('dashboard.title')} · Administration`);
  const trpc = useTRPCProxy();
  // Stats load failure is silent (spec section 8): the counters show a dash.
  const stats = useQuery({ ...trpc.stats.get.queryOptions(), retry: false, staleTime: 0 });
  const counters = ['participants', 'volunteers', 'partners', 'messages'] as const;

  const logout = async () => {
    // Revoke on the server too; the local token goes whatever the answer.
    await trpcClient.auth.logout.mutate().catch(() => undefined);
    clearAdminToken();
    window.location.assign('/admin/login');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <ListChecks aria-hidden="true" className="h-7 w-7 text-sky-800" />
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.title')}</h1>
        <div className="ml-auto flex gap-2">
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            Voir le site
          </a>
          <button
            type="button"
            onClick={logout}
            className="inline-flex items-center gap-2 rounded-md bg-rose-700 px-3 py-2 text-sm font-semibold text-white hover:bg-rose-800"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Déconnexion
          </button>
        </div>
      </header>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((c) => (
          <div key={c} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{t(`dashboard.${c}`)}</dt>
            <dd className="text-3xl font-black text-slate-900" data-testid={`stat-${c}`}>
              {stats.data ? formatNumber(stats.data[c]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t('dashboard.sections')} className="mt-8">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {tiles.map((tile) => {
            const Icon = tile.icon;
            const count = 'stat' in tile && stats.data ? stats.data[tile.stat] : undefined;
            return (
              <li key={tile.to}>
                <Link
                  to={tile.to}
                  className="relative flex h-full flex-col items-start gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-sky-400"
                >
                  <Icon aria-hidden="true" className="h-7 w-7 text-sky-800" />
                  <span className="font-semibold text-slate-900">{t(`screens.${tile.key}`)}</span>
                  {count !== undefined && (
                    <span
                      className="absolute right-3 top-3 rounded-full bg-sky-800 px-2 py-0.5 text-xs font-bold text-white"
                      data-testid={`badge-${tile.key}`}
                    >
                      {formatNumber(count)}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
