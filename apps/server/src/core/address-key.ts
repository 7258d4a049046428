import ipaddr from 'ipaddr.js';

/**
 * The key sign-in limits count a client under: its IPv4 address, or its IPv6 /64 network. One
 * subscriber usually gets a whole /64, so counting single IPv6 addresses would let one client spray
 * from 2^64 of them.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
