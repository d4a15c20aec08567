// Names and clubs of the real-size event: common French names, accents included, so that sorting,
// searching and display are tried on what a real start list holds.

export const womenFirstNames = [
  'Emma', 'Jade', 'Louise', 'Alice', 'Chloé', 'Léa', 'Manon', 'Inès', 'Camille', 'Zoé',
  'Éloïse', 'Béatrice', 'Léna', 'Lina', 'Rose', 'Anna', 'Mila', 'Ambre', 'Juliette', 'Clémence',
  'Margaux', 'Céline', 'Hélène', 'Amélie', 'Noémie', 'Océane', 'Maëlys', 'Anaïs', 'Élise', 'Mathilde',
  'Sarah', 'Clara', 'Julia', 'Lucie', 'Agathe', 'Pauline', 'Charlotte', 'Capucine', 'Romane', 'Justine',
  'Léonie', 'Gabrielle', 'Victoire', 'Apolline', 'Solène', 'Maëlle', 'Héloïse', 'Adèle', 'Mélissa', 'Aurélie',
  'Émilie', 'Sophie', 'Nathalie', 'Isabelle', 'Valérie', 'Sandrine', 'Stéphanie', 'Véronique', 'Christelle', 'Laëtitia',
  'Coralie', 'Laure', 'Marion', 'Elsa', 'Nina', 'Salomé', 'Cécile', 'Gaëlle', 'Yasmine', 'Inaya',
];

export const menFirstNames = [
  'Gabriel', 'Léo', 'Raphaël', 'Arthur', 'Louis', 'Jules', 'Adam', 'Maël', 'Lucas', 'Hugo',
  'Noah', 'Gaël', 'Théo', 'Nathan', 'Tom', 'Sacha', 'Victor', 'Paul', 'Ethan', 'Noé',
  'Mathéo', 'Timothée', 'Clément', 'Baptiste', 'Maxime', 'Antoine', 'Alexandre', 'Julien', 'Nicolas', 'Thomas',
  'Benoît', 'Jérôme', 'Stéphane', 'Frédéric', 'Sébastien', 'Grégoire', 'Aurélien', 'Rémi', 'Loïc', 'Anaël',
  'Valentin', 'Quentin', 'Romain', 'Florian', 'Bastien', 'Corentin', 'Édouard', 'Étienne', 'Jérémy', 'Cédric',
  'Hervé', 'Pierre', 'François', 'Olivier', 'Éric', 'Laurent', 'Yannick', 'Karim', 'Mehdi', 'Yanis',
  'Axel', 'Mathis', 'Enzo', 'Evan', 'Kylian', 'Titouan', 'Côme', 'Armand', 'Gaspard', 'Aloïs',
];

export const lastNames = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez',
  'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas',
  'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin',
  'Masson', 'Sanchez', 'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier',
  'Roger', 'Roche', 'Roy', 'Noël', 'Meyer', 'Lucas', 'Meunier', 'Jean', 'Pérez', 'Marchand',
  'Dufour', 'Blanchard', 'Marie', 'Barbier', 'Brun', 'Dumas', 'Brunet', 'Schmitt', 'Leroux', 'Colin',
  'Fernandez', 'Pierre', 'Renard', 'Arnaud', 'Rolland', 'Caron', 'Aubert', 'Giraud', 'Leclerc', 'Vidal',
  'Bourgeois', 'Renaud', 'Lemoine', 'Picard', 'Gaillard', 'Philippe', 'Leclercq', 'Lacroix', 'Fabre', 'Dupuis',
  'Olivier', 'Rodriguez', 'Da Silva', 'Hubert', 'Louis', 'Charles', 'Guillot', 'Rivière', 'Le Gall', 'Guillaume',
  'Adam', 'Rey', 'Moulin', 'Gonzalez', 'Berger', 'Lecomte', 'Ménard', 'Fleury', 'Deschamps', 'Carpentier',
  'Julien', 'Benoît', 'Paris', 'Maillard', 'Marchal', 'Aubry', 'Vasseur', 'Le Roux', 'Renault', 'Jacquet',
  'Collet', 'Prévost', 'Poirier', 'Charpentier', 'Royer', 'Huet', 'Baron', 'Dupuy', 'Pons', 'Paul',
  'Laine', 'Carré', 'Bréhéret', 'Marty', 'Vaillant', 'Hoarau', 'Le Goff', 'Besnard', 'Bouvier', 'Lebrun',
  'Haddad', 'Benali', 'Traoré', 'Diallo', 'Kone', 'Lê', 'Chauvin', 'Bazin', 'Hamon', 'Tessier',
];

const towns = [
  'Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille',
  'Rennes', 'Reims', 'Le Havre', 'Saint-Étienne', 'Toulon', 'Grenoble', 'Dijon', 'Angers', 'Nîmes', 'Villeurbanne',
  'Clermont-Ferrand', 'Le Mans', 'Aix-en-Provence', 'Brest', 'Tours', 'Amiens', 'Limoges', 'Annecy', 'Perpignan', 'Besançon',
  'Orléans', 'Metz', 'Rouen', 'Mulhouse', 'Caen', 'Nancy', 'Argenteuil', 'Roubaix', 'Avignon', 'Poitiers',
  'Pau', 'La Rochelle', 'Calais', 'Cannes', 'Antibes', 'Béziers', 'Colmar', 'Vichy', 'Mâcon', 'Chalon-sur-Saône',
  'Évian', 'Aix-les-Bains', 'Libourne', 'Bayonne', 'Cherbourg', 'Saint-Malo', 'Lorient', 'Vannes', 'Quimper', 'Laval',
];

const schools = [
  'Lycée Henri-IV', 'Lycée Louis-le-Grand', 'Lycée Janson-de-Sailly', 'Lycée Hoche', 'Lycée du Parc', 'Lycée Montaigne',
  'Lycée Pierre-de-Fermat', 'Lycée Clemenceau', 'Lycée Kléber', 'Lycée Faidherbe', 'Lycée Chateaubriand', 'Lycée Champollion',
  'Lycée Camille-Guérin', 'Lycée Descartes', 'Collège Molière', 'Collège Jean-Jaurès', 'Collège Victor-Hugo', 'Collège Jules-Ferry',
  'Collège Pasteur', 'Collège Marie-Curie', 'Collège Albert-Camus', 'Collège Jean-Moulin', 'Collège Simone-Veil', 'Collège Émile-Zola',
];

/** French elision: "de Paris", "d’Annecy", "du Havre". */
const of = (town: string) => (/^Le /.test(town) ? `du ${town.slice(3)}` : /^[AEIOUYÉÈÂÎ]/.test(town) ? `d’${town}` : `de ${town}`);

/** About 120 clubs: a third "Aviron Club de …", then sport nautique and cercle nautique clubs, then schools. */
export const clubs: readonly string[] = [
  ...towns.slice(0, 40).map((t) => `Aviron Club ${of(t)}`),
  ...towns.slice(40, 60).map((t) => `SN ${t}`),
  ...towns.slice(0, 20).map((t) => `CN ${t}`),
  ...towns.slice(20, 32).map((t) => `Cercle de l’Aviron ${of(t)}`),
  ...schools,
];

/** School championship entrants row for their school (lycée or collège); everyone else for a club. */
export const highSchools = clubs.filter((c) => c.startsWith('Lycée'));
export const middleSchools = clubs.filter((c) => c.startsWith('Collège'));
export const sportClubs = clubs.filter((c) => !c.startsWith('Lycée') && !c.startsWith('Collège'));

export const emailDomains = ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'outlook.fr', 'yahoo.fr', 'hotmail.fr', 'wanadoo.fr'];
