/*
 * The programme rows' icons (lucide's Clock, Star and CalendarPlus), drawn by CSS as masked ::before
 * boxes of the current colour rather than as SVG elements (styles.css): a row names its icons with a
 * marker class, whose element must be a flex container.
 */
export const rowIcon = {
  clock: 'programme-icon-clock',
  star: 'programme-icon-star',
  calendar: 'programme-icon-calendar',
} as const;
