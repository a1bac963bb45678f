import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

/**
 * A real authoritative DNS server on loopback (dns2, over UDP): zones of TXT records by name,
 * NXDOMAIN for names under a listed missing domain, and NOERROR without answers for the rest of
 * the zone. `silentServer` is one that reads queries and never answers (a resolver times out).
 */
export interface Zone {
  /** name -> TXT records, each a list of character strings (a split record has several). */
  txt: Record<string, string[][]>;
  /** Domains that do not exist: every name at or under them is NXDOMAIN. */
  missing?: string[];
}

export interface DnsServer {
  /** `127.0.0.1:port`, as Node's resolver takes it. */
  address: string;
  zone: Zone;
  queries: string[];
  close(): Promise<void>;
}

const { Packet } = dns2;

export async function startDnsServer(zone: Zone): Promise<DnsServer> {
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0]!;
      const name = String(question.name).toLowerCase();
      queries.push(name);
      response.header.aa = 1;
      if (state.zone.missing?.some((domain) => name === domain || name.endsWith(`.${domain}`))) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of state.zone.txt[name] ?? [])
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          } as never);
      }
      send(response);
    },
  });
  const state = { zone };
  const listening = new Promise<void>((resolve) => server.on('listening', () => resolve()));
  server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  await listening;
  const { port } = (server.addresses() as { udp: AddressInfo }).udp;
  return {
    address: `127.0.0.1:${port}`,
    get zone() {
      return state.zone;
    },
    set zone(next: Zone) {
      state.zone = next;
    },
    queries,
    close: () => server.close(),
  };
}

/** A UDP socket on loopback that takes every query and answers none. */
export async function silentServer(): Promise<{ address: string; close(): Promise<void> }> {
  const socket = createSocket('udp4');
  socket.on('message', () => {});
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
