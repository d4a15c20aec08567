import { useState } from 'react';

// A stock image replaces a logo that fails to load (spec section 8).
const FALLBACK = '/partner-fallback.svg';

export function PartnerLogo({ src, name, className = '' }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt={name}
      loading="lazy"
      className={`object-contain ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
