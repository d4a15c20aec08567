import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY as the server uses it: no proxy (`false`), a number of proxies in front of the server
 * (hops), or the proxies' addresses and subnets. `X-Forwarded-For` is read from its right end, one
 * entry per trusted proxy, and the visitor is the first address no trusted proxy accounts for: the one
 * the outermost trusted proxy saw. Whatever a client writes at the left end of the header is never
 * reached, so no client chooses the address the limits count.
 */
export type TrustProxy = false | number | string[];

/** More proxies than this in front of one site is a typo, not a deployment. */
const MAX_HOPS = 10;

/** undefined when the value is not one TRUST_PROXY accepts. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  // `true` is one proxy, not "trust every entry": the first entry is whatever the client sent.
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? hops : undefined;
  }
  const proxies = value.split(',').map((part) => part.trim());
  if (proxies.some((part) => part === '')) return undefined;
  // proxy-addr, which Fastify uses, reads them (addresses, subnets, and `loopback`, `linklocal`, `uniquelocal`).
  for (const proxy of proxies) {
    try {
      proxyAddr.compile(proxy);
    } catch {
      return undefined;
    }
  }
  return proxies;
}

/**
 * Fastify's trustProxy option. A hop count is given as a function: Fastify turns a bare number into
 * "trust nobody" (it cannot check who connects), so the hop count is honoured here as documented, with
 * the README's condition that the server is reachable through its proxies only.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}
