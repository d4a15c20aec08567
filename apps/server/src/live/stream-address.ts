import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whose streams count together against LIVE_STREAMS_PER_ADDRESS: an IPv4 address (also when written
 * as IPv4-mapped IPv6), or an IPv6 /64, since one subscriber is given a whole /64 and could otherwise
 * take a new address for every stream.
 */
export function streamAddress(ip: string | undefined): string {
  // A socket already closed has no address left; its request is answered and gone at once.
  if (!ip) return '';
  if (ip.startsWith('::ffff:') && isIPv4(ip.slice(7))) return ip.slice(7);
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const [left = '', right] = bare.split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  // An embedded IPv4 (`64:ff9b::192.0.2.1`) fills the last two groups, never the first four.
  const groups = [...head, ...Array.from({ length: Math.max(0, 8 - head.length - tail.length) }, () => '0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
