import { useEffect, useRef, useState } from 'react';

const frameClass = 'mt-4 h-80 w-full rounded-xl ring-1 ring-slate-200';

/**
 * The embedded map, asked of its third-party origin only once the visitor scrolls near it. In the page's
 * HTML, a parser-made iframe is a request of the highest priority to a new origin: Lighthouse's simulation
 * counts its connection (DNS, TCP, TLS on slow 4G) before the first paint, some 650 ms on a page that
 * otherwise paints in 850. The box keeps the map's size, so nothing moves when the map arrives; without
 * JavaScript the map is in <noscript>.
 */
export function VenueMap({ title, src }: { title: string; src: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <iframe title={title} src={src} className={frameClass} loading="lazy" />;
  return (
    <div ref={box} className={`${frameClass} bg-slate-100`}>
      <noscript>
        <iframe title={title} src={src} className="h-full w-full rounded-xl" loading="lazy" />
      </noscript>
    </div>
  );
}
