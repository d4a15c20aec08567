// Written by scripts/make-og-images.mjs (pnpm og:images): the championships drawn with their own image.
export const championshipImageIds: ReadonlySet<string> = new Set([
  'elite',
  'youth',
  'school',
  'para',
  'avirose',
  'indoor',
]);
