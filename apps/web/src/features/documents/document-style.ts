import type { DocumentColor, DocumentIcon } from '@app/contract';
import { BookOpen, FileText, type LucideIcon, Scale, Settings, Trophy, Users } from 'lucide-react';

export const documentIcons: Record<DocumentIcon, LucideIcon> = { FileText, BookOpen, Settings, Trophy, Users, Scale };

// Colour tokens are stored as plain names and turned into gradients here (design.md).
export const documentGradients: Record<DocumentColor, string> = {
  'cyan-blue': 'from-cyan-600 to-blue-700',
  'pink-purple': 'from-pink-600 to-purple-700',
  'green-teal': 'from-green-600 to-teal-700',
  'orange-red': 'from-orange-600 to-red-700',
  'purple-pink': 'from-purple-600 to-pink-700',
  'blue-cyan': 'from-blue-700 to-cyan-600',
  gray: 'from-slate-500 to-slate-700',
};
