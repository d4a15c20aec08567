import { site } from '@app/contract';
import { Camera, Play } from 'lucide-react';
import type { ReactNode } from 'react';

// lucide no longer ships brand marks: plain glyphs stand in for them, named by aria-label.
const Letter = ({ children }: { children: ReactNode }) => <span className="text-base font-black leading-none">{children}</span>;

const networks = [
  { href: site.socials.facebook, label: 'Facebook', icon: <Letter>f</Letter> },
  { href: site.socials.instagram, label: 'Instagram', icon: <Camera aria-hidden="true" className="h-5 w-5" /> },
  { href: site.socials.x, label: 'X (Twitter)', icon: <Letter>𝕏</Letter> },
  { href: site.socials.youtube, label: 'YouTube', icon: <Play aria-hidden="true" className="h-5 w-5" /> },
];

export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const cls = tone === 'dark' ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-slate-100 text-slate-800 hover:bg-slate-200';
  return (
    <ul className="flex gap-3">
      {networks.map(({ href, label, icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={`inline-flex h-10 w-10 items-center justify-center rounded-full ${cls}`}>
            <span aria-hidden="true">{icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
