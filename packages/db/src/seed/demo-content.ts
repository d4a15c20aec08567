import { randomUUID } from 'node:crypto';
import type { Db } from '../create-db';
import { logoSvg, writeDemoFile } from './demo-files';
import { makePdf } from './pdf';

// English texts for some partners and rules only: the others show their French in English, as an
// administrator's content does until it is translated.
const partners = [
  {
    name: 'Concept2',
    level: 'TITLE',
    colour: '#0e7490',
    website: 'https://www.concept2.fr',
    description: 'Partenaire titre et fournisseur officiel des ergomètres.',
    descriptionEn: 'Title partner and official supplier of the ergometers.',
  },
  {
    name: 'Région Île-de-France',
    level: 'PREMIUM',
    colour: '#1d4ed8',
    website: 'https://www.iledefrance.fr',
    description: 'Soutien institutionnel de la compétition.',
    descriptionEn: 'Institutional supporter of the competition.',
  },
  {
    name: 'Ville de Paris',
    level: 'PREMIUM',
    colour: '#1e3a8a',
    website: 'https://www.paris.fr',
    description: 'Ville hôte des championnats.',
    descriptionEn: 'Host city of the championships.',
  },
  {
    name: 'Crédit Mutuel',
    level: 'OFFICIAL',
    colour: '#b91c1c',
    website: 'https://www.creditmutuel.fr',
    description: null,
  },
  { name: 'Decathlon', level: 'OFFICIAL', colour: '#0369a1', website: 'https://www.decathlon.fr', description: null },
  { name: 'Vittel', level: 'OFFICIAL', colour: '#047857', website: null, description: 'Eau officielle.' },
  {
    name: 'Ministère des Sports',
    level: 'OFFICIAL',
    colour: '#334155',
    website: 'https://www.sports.gouv.fr',
    description: null,
  },
  {
    name: 'L’Équipe',
    level: 'MEDIA',
    colour: '#dc2626',
    website: 'https://www.lequipe.fr',
    description: 'Partenaire média.',
  },
  { name: 'France Bleu', level: 'MEDIA', colour: '#1d4ed8', website: 'https://www.francebleu.fr', description: null },
  { name: 'Aviron Mag', level: 'MEDIA', colour: '#6d28d9', website: null, description: null },
] as const;

type English = [titleEn: string, subtitleEn: string | null, contentEn: string];
const rules: [section: string, title: string, subtitle: string | null, content: string, english?: English][] = [
  [
    'general',
    'Article 1 — Objet',
    'Champ d’application',
    '<p>Le présent règlement s’applique à l’ensemble des <strong>Championnats de France d’Aviron Indoor 2026</strong>.</p>',
    [
      'Article 1 — Purpose',
      'Scope',
      '<p>These rules apply to the whole of the <strong>2026 French Indoor Rowing Championships</strong>.</p>',
    ],
  ],
  [
    'general',
    'Article 2 — Organisation',
    null,
    '<p>La compétition est organisée par la Fédération Française d’Aviron avec le soutien de ses partenaires.</p><ul><li>Comité d’organisation</li><li>Jury d’appel</li></ul>',
    [
      'Article 2 — Organisation',
      null,
      '<p>The competition is organised by the French Rowing Federation with the support of its partners.</p><ul><li>Organising committee</li><li>Appeal jury</li></ul>',
    ],
  ],
  [
    'technical',
    'Article 3 — Ergomètres',
    'Matériel homologué',
    '<p>Toutes les épreuves se courent sur ergomètres <strong>Concept2 RowErg</strong> équipés de moniteurs PM5.</p>',
    [
      'Article 3 — Ergometers',
      'Approved equipment',
      '<p>Every race is rowed on <strong>Concept2 RowErg</strong> ergometers fitted with PM5 monitors.</p>',
    ],
  ],
  [
    'technical',
    'Article 4 — Réglages',
    null,
    '<p>Le facteur de traînée est libre. Les cale-pieds sont réglés par l’athlète avant le départ.</p>',
  ],
  [
    'competition',
    'Article 5 — Départs',
    'Procédure de départ',
    '<h3>Appel</h3><p>Les athlètes se présentent en chambre d’appel 20 minutes avant leur course.</p><ol><li>Attention</li><li>Ramez !</li></ol>',
  ],
  [
    'competition',
    'Article 6 — Faux départ',
    null,
    '<p>Un second faux départ entraîne la <em>disqualification</em> de l’athlète fautif.</p>',
  ],
  [
    'classification',
    'Article 7 — Catégories d’âge',
    null,
    '<p>Les catégories sont déterminées par l’année de naissance : J16, J18, Seniors, Masters A et B.</p>',
  ],
  [
    'classification',
    'Article 8 — Para-aviron',
    'Classification PR1 à PR3',
    '<p>Les athlètes de para-aviron doivent disposer d’une <strong>classification internationale</strong> valide.</p>',
  ],
  [
    'discipline',
    'Article 9 — Comportement',
    null,
    '<p>Tout comportement antisportif peut entraîner un avertissement ou une exclusion.</p>',
  ],
  [
    'discipline',
    'Article 10 — Réclamations',
    null,
    '<p>Les réclamations sont déposées par écrit auprès du jury dans les 30 minutes suivant la course.</p>',
  ],
  [
    'safety',
    'Article 11 — Secours',
    'Poste de secours',
    '<p>Un poste de secours est présent pendant toute la durée de la compétition.</p>',
  ],
  [
    'safety',
    'Article 12 — Certificat médical',
    null,
    '<p>Un certificat médical de non contre-indication datant de moins d’un an est exigé.</p>',
  ],
];

const documents = [
  {
    title: 'Règlement sportif 2026',
    titleEn: 'Sporting regulation 2026',
    category: 'sporting-regulation',
    icon: 'Scale',
    color: 'cyan-blue',
  },
  {
    title: 'Règles de compétition',
    titleEn: 'Competition rules',
    category: 'competition-rules',
    icon: 'Trophy',
    color: 'orange-red',
  },
  {
    title: 'Guide technique des ergomètres',
    titleEn: 'Ergometer technical guide',
    category: 'technical-guide',
    icon: 'Settings',
    color: 'green-teal',
  },
  {
    title: 'Manuel de sécurité',
    titleEn: 'Safety manual',
    category: 'safety-manual',
    icon: 'BookOpen',
    color: 'pink-purple',
  },
  {
    title: 'Procédure d’accréditation',
    titleEn: 'Accreditation procedure',
    category: 'procedures',
    icon: 'Users',
    color: 'purple-pink',
  },
  {
    title: 'Formulaire d’autorisation parentale',
    titleEn: 'Parental consent form',
    category: 'forms',
    icon: 'FileText',
    color: 'gray',
  },
] as const;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedDemoContent(db: Db, uploadsDir: string): Promise<void> {
  await db
    .insertInto('partners')
    .values(
      partners.map((p, i) => ({
        id: randomUUID(),
        name: p.name,
        logo: writeDemoFile(uploadsDir, 'svg', logoSvg(p.name, p.colour)).url,
        website: p.website,
        description: p.description,
        descriptionEn: 'descriptionEn' in p ? p.descriptionEn : null,
        level: p.level,
        sortOrder: i,
      })),
    )
    .execute();

  const ruleFile = writeDemoFile(
    uploadsDir,
    'pdf',
    makePdf('Annexe - Procedure de depart', [
      "Chambre d'appel 20 minutes avant la course.",
      'Depart au signal sonore.',
    ]),
  );
  await db
    .insertInto('rules')
    .values(
      rules.map(([section, title, subtitle, content, english], i) => ({
        id: randomUUID(),
        section,
        title,
        subtitle,
        content,
        titleEn: english?.[0] ?? null,
        subtitleEn: english?.[1] ?? null,
        contentEn: english?.[2] ?? null,
        fileUrl: i === 4 ? ruleFile.url : null,
        fileName: i === 4 ? 'annexe-procedure-depart.pdf' : null,
        fileSize: i === 4 ? ruleFile.size : null,
        active: 1,
        sortOrder: i,
      })),
    )
    .execute();

  await db
    .insertInto('officialDocuments')
    .values(
      documents.map((d, i) => {
        const file = writeDemoFile(
          uploadsDir,
          'pdf',
          makePdf(d.title.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), [
            "Championnats de France d'Aviron Indoor 2026",
            'Stade Pierre de Coubertin, Paris - 29 au 31 janvier 2026',
            '',
            "Document officiel publie par le comite d'organisation.",
          ]),
        );
        return {
          id: randomUUID(),
          title: d.title,
          titleEn: d.titleEn,
          description: `${d.title} des championnats 2026, à télécharger au format PDF.`,
          descriptionEn: `${d.titleEn} of the 2026 championships, to download as PDF.`,
          fileName: `${slug(d.title)}.pdf`,
          fileUrl: file.url,
          fileSize: file.size,
          fileType: 'PDF',
          category: d.category,
          icon: d.icon,
          color: d.color,
          sortOrder: i,
        };
      }),
    )
    .execute();
}
