import dns2 from 'dns2';

/** The port the emulators' DNS_SERVERS points at during `npm test` (scripts/emulators.mjs). */
export const TEST_DNS_PORT = 5354;

export interface ZoneRecord {
  type: 'TXT' | 'CNAME' | 'A';
  value: string;
}

export interface TestDns {
  /** Sets the records of one name (lower case, no trailing dot). */
  set(name: string, records: ZoneRecord[]): void;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real DNS server on localhost (UDP) that answers from an in-memory zone, so
 * custom-domain verification runs node's resolver against real DNS packets.
 */
export async function startDns(port = TEST_DNS_PORT): Promise<TestDns> {
  const zone = new Map<string, ZoneRecord[]>();
  const { Packet } = dns2;
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    // dns2 encodes plain records; its types ask for a method it does not need.
    const answers = response.answers as unknown as Record<string, unknown>[];
    for (const question of request.questions) {
      const name = question.name.toLowerCase().replace(/\.$/, '');
      for (const record of zone.get(name) ?? []) {
        const type = Packet.TYPE[record.type];
        if (question.type !== type) continue;
        const base = { name: question.name, type, class: Packet.CLASS.IN, ttl: 30 };
        if (record.type === 'TXT') answers.push({ ...base, data: record.value });
        if (record.type === 'CNAME') answers.push({ ...base, domain: record.value });
        if (record.type === 'A') answers.push({ ...base, address: record.value });
      }
    }
    send(response);
  });
  await server.listen(port, '127.0.0.1');
  return {
    set: (name, records) => zone.set(name.toLowerCase(), records),
    clear: () => zone.clear(),
    close: () => server.close() as unknown as Promise<void>,
  };
}
