import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../create-db';

const ago = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

/** Volunteer applications, messages, accreditations and subscriptions in every status. */
export async function seedDemoSubmissions(db: Db, now: Date): Promise<void> {
  const volunteers = [
    ['Sophie', 'Marchand', 'accueil', 'PENDING', ['friday-morning', 'saturday-morning']],
    ['Karim', 'Benali', 'chronometrage', 'PENDING', ['saturday-afternoon', 'sunday-afternoon']],
    ['Julie', 'Perrin', 'logistique', 'APPROVED', ['friday-afternoon']],
    ['Marc', 'Olivier', 'communication', 'APPROVED', ['sunday-morning', 'sunday-afternoon']],
    ['Nadia', 'Colin', 'accueil', 'REJECTED', ['saturday-morning']],
    ['Pierre', 'Gauthier', 'logistique', 'PENDING', ['friday-morning', 'friday-afternoon', 'saturday-morning']],
    ['Claire', 'Henry', 'chronometrage', 'APPROVED', []],
    ['Yanis', 'Meyer', 'communication', 'REJECTED', ['sunday-afternoon']],
  ] as const;
  await db
    .insertInto('volunteers')
    .values(
      volunteers.map(([firstName, lastName, role, status, availability], i) => ({
        id: randomUUID(),
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@exemple.fr`,
        phone: i % 2 ? '06 12 34 56 78' : null,
        role,
        availability: JSON.stringify(availability),
        experience: i % 3 === 0 ? 'Bénévole sur les championnats 2025.' : null,
        motivation: 'Participer à un grand événement sportif et aider les athlètes.',
        status,
        createdAt: ago(now, 24 * (i + 1)),
      })),
    )
    .execute();

  const messages = [
    [
      'Thomas Roy',
      'inscription',
      'Inscription d’un club',
      'PENDING',
      'Bonjour, comment inscrire tout notre club en une fois ?',
    ],
    ['Élodie Blanc', 'technique', 'Réglage des ergomètres', 'PENDING', 'Peut-on apporter sa propre poignée ?'],
    ['Antoine Morel', 'benevole', 'Disponibilités', 'PROCESSED', 'Je ne suis disponible que le samedi.'],
    ['Sarah Lemoine', 'presse', 'Interview', 'PROCESSED', 'Je souhaite interviewer un athlète élite.'],
    ['Groupe Horizon', 'partenariat', 'Proposition de partenariat', 'CLOSED', 'Nous aimerions soutenir l’événement.'],
    ['Luc Fabre', 'autre', 'Objets trouvés', 'CLOSED', 'J’ai oublié une veste en tribune.'],
    [
      'Mathilde Noël',
      'inscription',
      'Certificat médical',
      'PENDING',
      'Mon certificat date de 13 mois, est-ce valable ?',
    ],
    ['Kevin Caron', 'technique', 'Résultats', 'PROCESSED', 'Où trouver les temps intermédiaires ?'],
  ] as const;
  await db
    .insertInto('contactMessages')
    .values(
      messages.map(([name, category, subject, status, message], i) => ({
        id: randomUUID(),
        name,
        email: `contact${i + 1}@exemple.fr`,
        subject,
        category,
        message,
        consent: 1,
        status,
        createdAt: ago(now, 10 * (i + 1)),
      })),
    )
    .execute();

  const accreditations = [
    ['L’Équipe', 'Jeanne Morin', 'presse-ecrite', 'PENDING'],
    ['France Bleu Paris', 'Rémi Adam', 'radio', 'APPROVED'],
    ['Aviron Mag', 'Nora Haddad', 'web', 'REJECTED'],
    ['AFP', 'Ludovic Klein', 'photographe', 'PENDING'],
  ] as const;
  await db
    .insertInto('accreditations')
    .values(
      accreditations.map(([media, journalist, type, status], i) => ({
        id: randomUUID(),
        media,
        journalist,
        email: `presse${i + 1}@exemple.fr`,
        phone: null,
        type,
        needs: i === 0 ? 'Accès zone mixte et wifi.' : null,
        status,
        createdAt: ago(now, 30 * (i + 1)),
      })),
    )
    .execute();

  await db
    .insertInto('newsletterSubscriptions')
    .values(
      ['fan1@exemple.fr', 'club.paris@exemple.fr', 'parent@exemple.fr'].map((email, i) => ({
        id: randomUUID(),
        email,
        createdAt: ago(now, 5 * (i + 1)),
        unsubscribeToken: randomBytes(32).toString('base64url'),
        // Double opt-in: the demo's subscribers have confirmed (the dashboard counts only those).
        confirmedAt: ago(now, 5 * (i + 1)),
      })),
    )
    .execute();
}
