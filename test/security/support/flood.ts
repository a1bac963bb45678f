/**
 * A flood of the worst bodies (bench/bodies.ts) at /graphql, sent from its own process so that
 * sending them does not delay whoever measures the server meanwhile: `node --import tsx
 * flood.ts <url> <rounds> <parallel> <credential|none>`. Prints the statuses it got, as JSON.
 */
import { worstBodies } from '../../../bench/bodies.ts';

const [url, rounds, parallel, credential] = process.argv.slice(2);
const bodies = worstBodies();
const statuses: Record<number, number> = {};
for (let round = 0; round < Number(rounds); round++) {
  const answers = await Promise.all(
    Array.from({ length: Number(parallel) }, async (_, i) => {
      const { contentType, body } = bodies[i % bodies.length]!;
      const headers: Record<string, string> = { 'content-type': contentType };
      if (credential !== 'none') headers.authorization = `Bearer ${credential}`;
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
}
console.log(JSON.stringify(statuses));
