import { useEffect, useRef, useState } from 'react';

// A stock image replaces a logo that fails to load (spec section 8).
const FALLBACK = '/partner-fallback.svg';

interface PartnerLogoProps {
  src: string;
  name: string;
  className?: string;
  /** For the logos seen first (the page's largest image): fetched at once, not when scrolled to. */
  eager?: boolean;
}

export function PartnerLogo({ src, name, className = '', eager = false }: PartnerLogoProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // On a page drawn by the server the image may fail before React is attached, when no onError
  // handler is there to hear it: what the browser already knows is checked once attached.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(FALLBACK)) setFailed(true);
  }, []);
  return (
    <img
      ref={image}
      src={failed ? FALLBACK : src}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={`object-contain ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
