import type { generateOpenApiDocument } from 'trpc-to-openapi';

type Document = ReturnType<typeof generateOpenApiDocument>;
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
}

/** The document's sections (its tags, as /api/docs groups them), and the subject of the summaries below. */
const TAGS: Record<string, string> = {
  admin: 'Connexion et tableau de bord',
  accounts: 'Comptes administrateurs',
  audit: "Journal d'audit",
  championships: 'Championnats',
  pricing: 'Périodes tarifaires',
  'event-types': "Types d'épreuve",
  events: 'Épreuves (programme)',
  results: 'Résultats',
  'practical-info': 'Informations pratiques',
  partners: 'Partenaires',
  participants: 'Participants',
  rules: 'Règlement',
  'official-documents': 'Documents officiels',
  volunteers: 'Candidatures bénévoles',
  messages: 'Messages de contact',
  press: 'Accréditations presse',
  newsletter: 'Newsletter',
  settings: 'Paramètres du site',
  'personal-data': 'Données personnelles',
  retention: 'Durées de conservation',
  upload: 'Fichiers téléversés',
  live: 'Mises à jour en direct',
  calendar: 'Calendrier (iCalendar)',
};

/** The standard operations of an entity, by procedure name (the operationId's tail). */
const ACTIONS: Record<string, string> = {
  adminList: 'liste complète (administration)',
  byId: 'un élément par son identifiant',
  create: 'création',
  update: 'modification (accepte le GET renvoyé tel quel)',
  remove: 'suppression',
  setStatus: 'changement de statut',
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * Last pass over the whole document, server routes included: what linters (Redocly's `recommended`,
 * Spectral's `spectral:oas`) and generated clients expect of every operation.
 * - An operation without a security requirement is public: `security: []` says so (the generator
 *   omits it for `protect: false`, and an absent one reads as "not stated").
 * - An operation without a summary is an entity's standard one: its summary is derived.
 * - Every tag used is declared, with its French label.
 */
export function finishOpenApiDocument(document: Document): void {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      operation.security ??= [];
      for (const tag of operation.tags ?? []) used.add(tag);
      if (operation.summary) continue;
      const subject = TAGS[operation.tags?.[0] ?? ''];
      const action = ACTIONS[operation.operationId?.split('-').pop() ?? ''];
      operation.summary = subject && action ? `${subject} : ${action}` : `${method.toUpperCase()} ${path}`;
    }
  }
  document.tags = [...used].map((name) => (TAGS[name] ? { name, description: TAGS[name] } : { name }));
}
