import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/PageHero';
import { useText } from '../../lib/use-text';

export function NotFound() {
  const t = useText('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-sky-800 hover:underline">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
