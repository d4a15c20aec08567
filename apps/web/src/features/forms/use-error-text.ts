import { REQUIRED } from '@app/contract';
import { useText } from '../../lib/use-text';

// The contract's zod messages are French (spec section 5); they are shown through i18next so that an
// English visitor reads them in English. A message the table does not know (a server text) stays as is.
const known: Record<string, string> = {
  [REQUIRED]: 'validation.required',
  'Adresse e-mail invalide': 'validation.email',
  'Adresse e-mail trop longue': 'validation.emailTooLong',
  'Rôle invalide': 'validation.role',
  'Créneau invalide': 'validation.slot',
  'Catégorie invalide': 'validation.category',
  'Type de média invalide': 'validation.mediaType',
  'Vous devez accepter le traitement de vos données': 'validation.consent',
};
const TOO_LONG = /^Ce champ ne peut pas dépasser (\d+) caractères$/;

export function useErrorText() {
  const t = useText('common');
  return (message: string | undefined): string | undefined => {
    if (!message) return message;
    const tooLong = TOO_LONG.exec(message);
    if (tooLong) return t('validation.tooLong', { max: tooLong[1] });
    const key = known[message];
    return key ? t(key) : message;
  };
}
