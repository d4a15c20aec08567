// Colour theme per championship (spec section 3); unknown ids get the neutral theme.
const themes: Record<string, { card: string; accent: string }> = {
  elite: { card: 'from-sky-700 to-blue-900', accent: 'text-sky-800' },
  youth: { card: 'from-emerald-600 to-teal-800', accent: 'text-emerald-800' },
  school: { card: 'from-amber-600 to-orange-800', accent: 'text-amber-800' },
  para: { card: 'from-orange-600 to-red-800', accent: 'text-orange-800' },
  avirose: { card: 'from-pink-600 to-rose-800', accent: 'text-pink-800' },
  indoor: { card: 'from-cyan-700 to-sky-900', accent: 'text-cyan-800' },
};
export const championshipTheme = (id: string) =>
  themes[id] ?? { card: 'from-slate-600 to-slate-800', accent: 'text-slate-800' };
