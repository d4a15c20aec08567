// Event-type and document colour tokens turned into gradients (design.md: stored as plain names).
const gradients: Record<string, string> = {
  'red-orange': 'from-red-500 to-orange-500',
  'cyan-blue': 'from-cyan-500 to-blue-600',
  'purple-pink': 'from-purple-500 to-pink-500',
  'green-teal': 'from-green-500 to-teal-600',
  'yellow-orange': 'from-yellow-400 to-orange-500',
  'indigo-purple': 'from-indigo-500 to-purple-600',
  'pink-rose': 'from-pink-500 to-rose-500',
  'teal-cyan': 'from-teal-500 to-cyan-500',
  'pink-purple': 'from-pink-500 to-purple-600',
  'orange-red': 'from-orange-500 to-red-600',
  'blue-cyan': 'from-blue-600 to-cyan-500',
  gray: 'from-slate-300 to-slate-500',
};
export const gradientClass = (token: string) => gradients[token] ?? gradients.gray;
