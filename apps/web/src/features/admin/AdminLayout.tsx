import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../../lib/i18n';
import enAdmin from '../../locales/en/admin.json';
import frAdmin from '../../locales/fr/admin.json';
import './admin.css';

// The back-office speaks French whatever the public site's toggle says (its texts are the spec's
// French texts): a clone of the shared instance, fixed to 'fr', so switching it never touches the
// language the visitor chose for the public pages.
// The admin texts travel with this chunk, not with the public bundle.
i18n.addResourceBundle('fr', 'admin', frAdmin);
i18n.addResourceBundle('en', 'admin', enAdmin);
const adminI18n = i18n.cloneInstance({ lng: 'fr' });

export function AdminLayout() {
  useEffect(() => {
    document.documentElement.lang = 'fr';
    return () => {
      document.documentElement.lang = i18n.language;
    };
  }, []);
  return (
    <I18nextProvider i18n={adminI18n}>
      <Outlet />
    </I18nextProvider>
  );
}
