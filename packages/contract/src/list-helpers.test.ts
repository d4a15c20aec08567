import { describe, expect, it } from 'vitest';
import { matchesSearch, searchTerms, searchText } from './list-helpers';

// Issue 28, item 4: one search normalisation, shared by the server's `?search=` and the browser's filters.
describe('the search normalisation', () => {
  it('treats apostrophes (straight and curly), hyphens and spaces as one separator', () => {
    expect(searchText('Saint-Étienne')).toBe('saint etienne');
    expect(searchText('Cercle de l’Aviron de Metz')).toBe('cercle de l aviron de metz');
    expect(searchText("Cercle de l'Aviron de Metz")).toBe('cercle de l aviron de metz');
    expect(searchText('  Aviron  Club -- Nautique ')).toBe('aviron club nautique');
  });

  it('ignores accents, case and ligatures', () => {
    expect(searchText('ERGOMÈTRE')).toBe('ergometre');
    expect(searchText('Cœur d’Éloïse')).toBe('coeur d eloise');
  });

  it('keeps other signs literal', () => {
    expect(searchText('jean.dupont@exemple.fr')).toBe('jean.dupont@exemple.fr');
    expect(matchesSearch('100%', ['Pas de 100 m'])).toBe(false);
  });

  it('a search of separators only is no search', () => {
    expect(searchTerms(" ' - ’ ")).toEqual([]);
    expect(matchesSearch("'", ['Adam'])).toBe(true);
  });

  it('finds a hyphenated or curly-apostrophe club from what a visitor types', () => {
    expect(matchesSearch('saint etienne', ['Jeanne', 'Martin', 'Aviron Saint-Étienne'])).toBe(true);
    expect(matchesSearch('saint-etienne', ['Aviron Saint Étienne'])).toBe(true);
    expect(matchesSearch("cercle de l'aviron de metz", ['Cercle de l’Aviron de Metz'])).toBe(true);
    expect(matchesSearch('cercle de l’aviron de metz', ["Cercle de l'Aviron de Metz"])).toBe(true);
  });

  it('matches several words in any order across first name, last name and club', () => {
    const agathe = ['Agathe', 'Adam', 'Aviron Club de Lyon'];
    expect(matchesSearch('agathe adam', agathe)).toBe(true);
    expect(matchesSearch('adam agathe', agathe)).toBe(true);
    expect(matchesSearch('adam lyon', agathe)).toBe(true);
    expect(matchesSearch('agathe metz', agathe)).toBe(false);
  });

  it('never matches a word across two fields', () => {
    expect(matchesSearch('annemarie', ['Anne', 'Marie'])).toBe(false);
    expect(matchesSearch('anne marie', ['Anne', 'Marie'])).toBe(true);
  });

  it('still finds part of a word, as before', () => {
    expect(matchesSearch('breher', ['Bréhéret'])).toBe(true);
    expect(matchesSearch('', ['x'])).toBe(true);
  });
});
