import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/Pager';

/** The shared pager with the back-office's French labels ('51–100 sur 3 000'). */
export function AdminPager({
  total,
  limit,
  offset,
  onChange,
}: {
  total: number;
  limit: number;
  offset: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Pager
      total={total}
      limit={limit}
      offset={offset}
      onChange={onChange}
      testId="admin-pager"
      labels={{
        range: (from, to, total) => t('pager.range', { from, to, total }),
        previous: t('pager.previous'),
        next: t('pager.next'),
        nav: t('pager.nav'),
        page: (n) => t('pager.page', { n }),
      }}
    />
  );
}
