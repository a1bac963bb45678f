import { BlockList, isIP } from 'node:net';
import type { Context, Middleware } from 'koa';
import type { TrustProxy } from '../config.ts';

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) is 192.0.2.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client address every limit and the sign-in throttles key on (`ctx.ip`). Without
 * TRUST_PROXY it is the socket's peer, and `X-Forwarded-For` is ignored: anyone can write it.
 * Behind proxies, each proxy appends the address it received the request from, so the header is
 * read from the right, the end the proxies control:
 *
 * - a hop count `n` (n proxies in front): the n-th address from the right, the socket's peer
 *   counting as the first hop;
 * - a list of proxy addresses and CIDRs: the first address from the right that is not a trusted
 *   proxy.
 *
 * Anything a client put further left is never used, and a value that is not an address ends the
 * walk at the last trusted hop.
 *
 * It also settles whether the request came over HTTPS (`requestIsHttps`), for the `Secure` cookie
 * attribute and the request's own origin.
 */
export function clientAddress(trust: TrustProxy): Middleware {
  if (trust.kind === 'none') {
    return async (ctx, next) => {
      ctx.request.ip = plain(ctx.req.socket.remoteAddress ?? '');
      ctx.state.https = socketEncrypted(ctx);
      await next();
    };
  }
  const isTrusted = trust.kind === 'list' ? trustedProxies(trust.entries) : () => false;
  return async (ctx, next) => {
    const peer = plain(ctx.req.socket.remoteAddress ?? '');
    const forwarded = ctx
      .get('x-forwarded-for')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => hop !== '');
    // Nearest first: the socket's peer, then what each proxy reported, right to left.
    const hops = [peer, ...forwarded.reverse()];
    let client = peer;
    if (trust.kind === 'hops') {
      for (let i = 1; i <= trust.hops && i < hops.length; i++) {
        if (isIP(hops[i]!) === 0) break;
        client = hops[i]!;
      }
    } else {
      for (let i = 0; i < hops.length - 1 && isTrusted(hops[i]!); i++) {
        if (isIP(hops[i + 1]!) === 0) break;
        client = hops[i + 1]!;
      }
    }
    ctx.request.ip = client;
    // Only a trusted peer's X-Forwarded-Proto counts: the first value, which the outermost proxy wrote.
    const peerTrusted = trust.kind === 'hops' ? trust.hops >= 1 : isTrusted(peer);
    const forwardedProto = ctx.get('x-forwarded-proto').split(',')[0]!.trim().toLowerCase();
    ctx.state.https = socketEncrypted(ctx) || (peerTrusted && forwardedProto === 'https');
    await next();
  };
}

function socketEncrypted(ctx: Context): boolean {
  return (ctx.req.socket as { encrypted?: boolean }).encrypted === true;
}

/** Whether the client reached the service over HTTPS (directly, or through a trusted proxy): set above. */
export function requestIsHttps(ctx: Context): boolean {
  return ctx.state.https === true;
}
