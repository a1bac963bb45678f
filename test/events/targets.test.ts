import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addressRefusal, checkWebhookUrl } from '../../src/events/targets.ts';

// Pure functions: nothing here connects anywhere.

describe('addressRefusal', () => {
  test.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.1.2.3', 'a loopback address'],
    ['10.20.30.40', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['0.0.0.0', 'an unspecified ("this network") address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['198.18.0.1', 'a benchmarking address'],
    ['192.0.2.10', 'a documentation address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fd12:3456::1', 'a unique local (private) address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a documentation address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped address of a loopback address'],
    ['::ffff:7f00:1', 'an IPv4-mapped address of a loopback address'],
    ['::ffff:a9fe:a9fe', 'an IPv4-mapped address of a link-local address'],
    ['64:ff9b::10.0.0.1', 'a NAT64 address of a private address'],
    ['2002:c0a8:101::1', 'a 6to4 address of a private address'],
    ['1::1', 'not a global unicast address'],
    ['fe80::1%eth0', 'a scoped (zone) address'],
    ['example.com', 'not an IP address'],
  ])('%s is %s', (address, refusal) => {
    expect(addressRefusal(address)).toBe(refusal);
  });

  test.each([
    '1.1.1.1',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  test('an IPv4 address and its IPv4-mapped IPv6 forms are judged alike', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        const plain = addressRefusal(v4) === null;
        expect(addressRefusal(`::ffff:${v4}`) === null).toBe(plain);
        expect(addressRefusal(`::ffff:${hex}`) === null).toBe(plain);
        expect(addressRefusal(`64:ff9b::${hex}`) === null).toBe(plain);
      }),
    );
  });

  test('every address of the private, loopback and link-local blocks is refused', () => {
    const inBlock = (base: [number, number, number, number], prefix: number) =>
      fc.integer({ min: 0, max: 2 ** (32 - prefix) - 1 }).map((offset) => {
        const value = ((base[0] << 24) >>> 0) + (base[1] << 16) + (base[2] << 8) + base[3] + offset;
        return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
      });
    const blocks = fc.oneof(
      inBlock([10, 0, 0, 0], 8),
      inBlock([127, 0, 0, 0], 8),
      inBlock([172, 16, 0, 0], 12),
      inBlock([192, 168, 0, 0], 16),
      inBlock([169, 254, 0, 0], 16),
    );
    fc.assert(
      fc.property(blocks, (address) => {
        expect(addressRefusal(address)).not.toBeNull();
      }),
    );
  });
});

describe('checkWebhookUrl at registration', () => {
  const refuse = { allowPrivateTargets: false };

  test.each([
    ['http://127.1.2.3/hook', '127.1.2.3 is a loopback address'],
    ['http://[::1]:8080/hook', '::1 is a loopback address'],
    ['http://localhost/hook', 'localhost is a loopback name'],
    ['http://LocalHost.:9000/hook', 'localhost. is a loopback name'],
    ['http://api.localhost/hook', 'api.localhost is a loopback name'],
    ['http://2130706433/hook', '127.0.0.1 is a loopback address'],
    ['http://0x7f.0.0.1/hook', '127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/hook', '127.0.0.1 is a loopback address'],
    ['http://127.1/hook', '127.0.0.1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1 is an IPv4-mapped address of a loopback address'],
    ['http://[0:0:0:0:0:0:0:1]/hook', '::1 is a loopback address'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://10.0.0.5/', '10.0.0.5 is a private address'],
    ['http://0.0.0.0:8080/', '0.0.0.0 is an unspecified ("this network") address'],
  ])('%s is refused whatever its spelling', (url, reason) => {
    expect(checkWebhookUrl(url, refuse)).toEqual({
      ok: false,
      problem: 'private',
      reason: `${reason}: webhook targets must be public (loopback, private, link-local and other special-purpose addresses are refused)`,
    });
  });

  test('public hosts and DNS names pass (a name is judged on what it resolves to, at delivery)', () => {
    for (const url of [
      'https://hooks.example.com/compliance',
      'http://93.184.216.34/x',
      'https://[2606:4700::1111]/',
    ]) {
      expect(checkWebhookUrl(url, refuse)).toMatchObject({ ok: true });
    }
  });

  test('WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets loopback and private targets through', () => {
    for (const url of ['http://127.0.0.1:9000/x', 'http://localhost/x', 'http://[::1]/x', 'http://10.0.0.5/']) {
      expect(checkWebhookUrl(url, { allowPrivateTargets: true })).toMatchObject({ ok: true });
    }
  });

  test('not an absolute http(s) URL, or one carrying credentials', () => {
    expect(checkWebhookUrl('hooks.example.com/x', refuse)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(checkWebhookUrl('ftp://hooks.example.com/x', refuse)).toMatchObject({ ok: false, problem: 'scheme' });
    expect(checkWebhookUrl('https://user:pw@hooks.example.com/x', refuse)).toMatchObject({
      ok: false,
      problem: 'credentials',
    });
  });
});
