import type { Label } from './common';

// The contact form's categories and their names, apart from its schemas (contact-message.ts): the page
// prints them as soon as it is drawn, while the schema that checks the form is loaded only once the
// visitor starts filling it in (features/forms/use-public-form.ts).

export const messageCategories = ['inscription', 'technique', 'benevole', 'presse', 'partenariat', 'autre'] as const;
export type MessageCategory = (typeof messageCategories)[number];
export const messageCategoryLabels: Record<MessageCategory, Label> = {
  inscription: { fr: 'Inscription', en: 'Registration' },
  technique: { fr: 'Question technique', en: 'Technical question' },
  benevole: { fr: 'Bénévolat', en: 'Volunteering' },
  presse: { fr: 'Presse', en: 'Press' },
  partenariat: { fr: 'Partenariat', en: 'Partnership' },
  autre: { fr: 'Autre', en: 'Other' },
};
