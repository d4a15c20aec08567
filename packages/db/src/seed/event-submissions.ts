import { availabilitySlots, messageCategories, volunteerRoles } from '@app/contract';
import type { ContactMessageTable, VolunteerTable } from '../schema';
import { asciiLower, type Random } from './event-random';
import { emailDomains, lastNames, menFirstNames, womenFirstNames } from './event-names';

const hour = 3_600_000;
const people = [...womenFirstNames, ...menFirstNames];

const experiences = [
  'Bénévole sur les championnats 2025.',
  'Juge-arbitre régional depuis trois ans.',
  'J’ai aidé à l’organisation de la régate de mon club.',
  'Ancien rameur, habitué des compétitions indoor.',
  'Accueil du public lors de plusieurs marathons.',
];
const motivations = [
  'Participer à un grand événement sportif et aider les athlètes.',
  'Découvrir l’envers du décor d’un championnat de France.',
  'Mon enfant rame en club : je veux m’impliquer à mon tour.',
  'Partager ma passion de l’aviron avec le public.',
  'Acquérir de l’expérience dans l’organisation d’événements.',
];

/** 200 applications in every status, role and availability mix, sent over the previous 60 days. */
export function eventVolunteers(random: Random, now: Date): VolunteerTable[] {
  const emails = new Set<string>();
  return Array.from({ length: 200 }, (_, i) => {
    const firstName = random.pick(people);
    const lastName = random.pick(lastNames);
    const base = `${asciiLower(firstName)}.${asciiLower(lastName)}`;
    const domain = random.pick(emailDomains);
    let email = `${base}@${domain}`;
    for (let k = 2; emails.has(email); k++) email = `${base}${k}@${domain}`;
    emails.add(email);
    const r = random.next();
    const status = r < 0.5 ? 'PENDING' : r < 0.85 ? 'APPROVED' : 'REJECTED';
    const availability = availabilitySlots.filter(() => random.chance(0.45));
    return {
      id: `event-volunteer-${String(i + 1).padStart(3, '0')}`,
      firstName,
      lastName,
      email,
      phone: random.chance(0.7)
        ? `06 ${[0, 0, 0, 0].map(() => String(random.int(0, 99)).padStart(2, '0')).join(' ')}`
        : null,
      role: random.pick(volunteerRoles),
      availability: JSON.stringify(availability),
      experience: random.chance(0.4) ? random.pick(experiences) : null,
      motivation: random.pick(motivations),
      status,
      createdAt: new Date(now.getTime() - random.int(1, 60 * 24) * hour).toISOString(),
    };
  });
}

const topics: Record<(typeof messageCategories)[number], [subject: string, message: string][]> = {
  inscription: [
    ['Inscription d’un club', 'Bonjour, comment inscrire tout notre club en une seule fois ?'],
    ['Certificat médical', 'Mon certificat date de treize mois, est-il encore valable ?'],
    ['Changement de catégorie', 'Je me suis inscrit en Open Hommes mais je suis Vétéran, pouvez-vous corriger ?'],
    ['Paiement non reçu', 'J’ai payé par virement il y a une semaine mais mon inscription n’apparaît pas comme payée.'],
  ],
  technique: [
    ['Réglage des ergomètres', 'Peut-on apporter sa propre poignée ou régler le facteur de traînée ?'],
    ['Temps intermédiaires', 'Où trouver les temps intermédiaires tous les 500 m ?'],
    ['Moniteurs PM5', 'Les moniteurs seront-ils en mode course connectée ?'],
  ],
  benevole: [
    ['Disponibilités', 'Je ne suis disponible que le samedi, est-ce suffisant pour être bénévole ?'],
    ['Bénévolat en groupe', 'Notre section jeunes souhaite venir aider en groupe de dix.'],
  ],
  presse: [
    ['Interview', 'Je souhaite interviewer un athlète de l’équipe de France.'],
    ['Photos officielles', 'Où pourrons-nous récupérer les photos officielles des finales ?'],
  ],
  partenariat: [
    ['Proposition de partenariat', 'Notre entreprise aimerait soutenir l’événement, qui contacter ?'],
    ['Stand exposant', 'Est-il possible de tenir un stand pendant les trois jours ?'],
  ],
  autre: [
    ['Objets trouvés', 'J’ai oublié une veste bleue en tribune vendredi.'],
    ['Accès PMR', 'Y a-t-il des places réservées pour un spectateur en fauteuil ?'],
    ['Billetterie', 'L’entrée est-elle gratuite pour les spectateurs ?'],
  ],
};

/** 300 messages in every category and status, sent over the previous 45 days. */
export function eventMessages(random: Random, now: Date): ContactMessageTable[] {
  return Array.from({ length: 300 }, (_, i) => {
    const firstName = random.pick(people);
    const lastName = random.pick(lastNames);
    const category = random.pick(messageCategories);
    const [subject, message] = random.pick(topics[category]);
    const r = random.next();
    return {
      id: `event-message-${String(i + 1).padStart(3, '0')}`,
      name: `${firstName} ${lastName}`,
      email: `${asciiLower(firstName)}.${asciiLower(lastName)}.${i + 1}@${random.pick(emailDomains)}`,
      subject,
      category,
      message,
      consent: 1,
      status: r < 0.45 ? 'PENDING' : r < 0.8 ? 'PROCESSED' : 'CLOSED',
      createdAt: new Date(now.getTime() - random.int(1, 45 * 24) * hour).toISOString(),
    };
  });
}
