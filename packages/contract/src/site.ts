// Site constants chosen once (design.md: {product}, {email}, {phone}, venue, socials, dates).
export const site = {
  name: "Championnats de France d'Aviron Indoor 2026",
  productChampionshipId: 'indoor',
  email: 'contact@aviron-indoor-2026.fr',
  // The press contact's defaults; the organiser changes them in the back-office (settings.ts).
  press: { name: 'Service presse', email: 'presse@aviron-indoor-2026.fr', phone: '+33 1 45 67 89 00' },
  phone: '+33 1 45 67 89 00',
  venue: {
    name: 'Stade Pierre de Coubertin',
    address: '82 avenue Georges Lafont',
    city: '75016 Paris',
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Stade+Pierre+de+Coubertin+Paris',
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=2.2505%2C48.8355%2C2.2625%2C48.8415&layer=mapnik&marker=48.8385%2C2.2565',
  },
  eventDays: ['2026-01-29', '2026-01-30', '2026-01-31'] as const,
  datesLabel: { fr: '29 – 31 janvier 2026', en: '29 – 31 January 2026' },
  socials: {
    facebook: 'https://www.facebook.com/ffaviron',
    instagram: 'https://www.instagram.com/ffaviron',
    x: 'https://x.com/ffaviron',
    youtube: 'https://www.youtube.com/@ffaviron',
  },
  hashtags: ['#AvironIndoor2026', '#FranceIndoorRowing', '#TeamAviron'],
  // No video until the organiser gives the previous edition's own (back-office settings): then the
  // hero's button appears. A YouTube id or address.
  previousEditionVideo: '',
  // Named in the legal notices (LCEN): who publishes the site and who hosts it.
  publisher: {
    name: "Fédération Française d'Aviron",
    address: '17 boulevard de la Marne, 94736 Nogent-sur-Marne',
    contact: 'contact@aviron-indoor-2026.fr, +33 1 45 67 89 00',
  },
  host: { name: "Prestataire technique de la Fédération Française d'Aviron", address: 'France', contact: '' },
  // The federation's president directs its publications; the organiser names the person in the settings.
  publicationDirector: {
    name: "Président de la Fédération Française d'Aviron",
    contact: 'contact@aviron-indoor-2026.fr',
  },
  // Accessibility statement (loi 2005-102, art. 47). No RGAA conformance audit has been made: under the
  // RGAA the status is then 'non conforme', whatever the automated checks say. The date is that of the
  // checks below; the organiser updates all of it in the settings when an audit is made.
  accessibility: {
    status: 'none',
    rate: '',
    auditDate: '2026-11-23',
    method: {
      fr: "Vérifications automatiques avec axe-core 4.13 (règles WCAG A et AA et bonnes pratiques ; une anomalie grave ou critique bloque la mise en ligne) sur chaque page publique, en français et en anglais, dans Chromium piloté par Playwright ; vérifications de la navigation au clavier (menus, formulaires, fenêtres modales, carrousel des partenaires) et de la lecture sans JavaScript. Ces contrôles ne couvrent qu'une partie des critères du RGAA.",
      en: 'Automated checks with axe-core 4.13 (WCAG A and AA rules and best practices; a serious or critical issue blocks the release) on every public page, in French and in English, in Chromium driven by Playwright; checks of keyboard navigation (menus, forms, modal windows, partners carousel) and of reading without JavaScript. These checks cover only part of the RGAA criteria.',
    },
  },
  registrationRulesPdf: '/reglement-inscriptions.pdf',
  heroStats: { championships: 5, days: 3, athletes: '3000+', events: '100+' },
  partnerStats: { majorPartners: 5, spectators: '3000+', days: 3 },
  aboutFigures: { years: 15, athletes: '1000+', championships: 4, clubs: '50+' },
  carousel: { perPage: 4, intervalMs: 3000 },
  volunteersSought: 70,
  registrationOpensText: { fr: 'Inscriptions à partir du 6 octobre', en: 'Registration opens on 6 October' },
  faqPrices: { individual: 17, team: 68 },
  retention: {
    registration: { fr: '3 ans après l’événement', en: '3 years after the event' },
    contact: { fr: 'jusqu’à la désinscription', en: 'until unsubscribing' },
    cookies: { fr: '13 mois', en: '13 months' },
    logs: { fr: '12 mois', en: '12 months' },
  },
  emergencyNumbers: { samu: '15', pompiers: '18', police: '17' },
  eventHours: {
    friday: '8:00 - 18:00',
    saturday: '8:00 - 19:00',
    sunday: '8:00 - 17:00',
  },
  contactHours: { fr: 'Du lundi au vendredi, 9h-17h', en: 'Monday to Friday, 9am-5pm' },
} as const;

export const uploadLimits = {
  defaultMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
  logoMaxBytes: 5 * 1024 * 1024,
} as const;
