import { Camera, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteSettings } from './use-site-settings';

// lucide no longer ships brand marks: plain letters stand in for them, named by aria-label. Letters every
// font has: X's double-struck 𝕏 (U+1D54F) is missing from most fonts, drawn as a box on phones without a
// mathematical font, and made each page's first layout search the system's fonts for it.
const Letter = ({ children }: { children: ReactNode }) => (
  <span className="text-base font-black leading-none">{children}</span>
);

const networks = [
  { key: 'facebook', label: 'Facebook', icon: <Letter>f</Letter> },
  { key: 'instagram', label: 'Instagram', icon: <Camera aria-hidden="true" className="h-5 w-5" /> },
  { key: 'x', label: 'X (Twitter)', icon: <Letter>X</Letter> },
  { key: 'youtube', label: 'YouTube', icon: <Play aria-hidden="true" className="h-5 w-5" /> },
] as const;

export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { socials } = useSiteSettings();
  // A network left empty in the settings has no link.
  const links = networks.map((n) => ({ ...n, href: socials[n.key] })).filter((n) => n.href !== '');
  const cls =
    tone === 'dark' ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-slate-100 text-slate-800 hover:bg-slate-200';
  return (
    <ul className="flex gap-3">
      {links.map(({ href, label, icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full ${cls}`}
          >
            <span aria-hidden="true">{icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
