import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import i18n from './i18n';

/*
 * useTranslation's light twin, for what a page draws by the hundred (a programme row's star and
 * calendar link, a results line, a medal cell). react-i18next's hook copies the i18next instance for each
 * component that calls it and checks the namespaces on each read: some 360 calls on /programme, a fifth
 * of its JavaScript as it hydrates. These only follow the language, and share one `t` per language and
 * namespace.
 */

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

/** The language shown ('fr' while the server draws a page); the component follows its changes. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

const fixed = new Map<string, TFunction>();

/** The texts of a namespace in the language shown. */
export function useText(ns: 'common' | 'pages'): TFunction {
  const lng = useLanguage();
  const key = `${lng}:${ns}`;
  let t = fixed.get(key);
  if (!t) {
    t = i18n.getFixedT(lng, ns);
    fixed.set(key, t);
  }
  return t;
}
