import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import i18n from './i18n';
import { fillText } from './text-templates';

/*
 * useTranslation's light twin, used by every public component (the back-office keeps react-i18next's
 * hook). react-i18next's hook copies the i18next instance for each component that calls it, runs an
 * effect to follow the language and checks the namespaces on each read: some 360 calls on /programme, a
 * fifth of its JavaScript as it hydrates. These only follow the language, and share one `t` per language
 * and namespace.
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

/**
 * One language's texts of a namespace. A text without options (a label, a button) is looked up once:
 * 120 rows ask for the same 'Voir détails', and each i18next lookup parses its key and scans the text
 * for interpolation and nesting. A text with values is filled from its parts (text-templates.ts).
 */
export function textsOf(lng: string, ns: string): TFunction {
  const t = i18n.getFixedT(lng, ns);
  const plain = new Map<string, string>();
  return ((key: string, options?: unknown) => {
    if (options !== undefined) {
      const filled =
        typeof options === 'object' && options ? fillText(lng, ns, key, options as Record<string, unknown>) : null;
      return filled ?? (t as (key: string, options: unknown) => string)(key, options);
    }
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key);
      // A text not there yet (a page's own texts come with its chunk) is asked again next time.
      if (text !== key) plain.set(key, text);
    }
    return text;
  }) as TFunction;
}

/** The texts of a namespace in the language shown. */
export function useText(ns: 'common' | 'pages'): TFunction {
  const lng = useLanguage();
  const key = `${lng}:${ns}`;
  let t = fixed.get(key);
  if (!t) {
    t = textsOf(lng, ns);
    fixed.set(key, t);
  }
  return t;
}
