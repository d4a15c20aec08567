/** Where a visitor takes an accessibility complaint left unanswered (the RGAA model statement's remedies). */
export const defenseurDesDroits = {
  form: 'https://formulaire.defenseurdesdroits.fr/',
  delegates: 'https://www.defenseurdesdroits.fr/carte-des-delegues',
  // The free-post address: no stamp needed.
  postalAddress: ['Défenseur des droits', 'Libre réponse 71120', '75342 Paris CEDEX 07'],
} as const;
