import type { CirculationServices } from '../circulation/index.ts';
import { moveServiceRequest, requestsInStatus } from './service-requests.ts';

export const SERVICE_REQUEST_USAGE = `  service-request list [STATUS]                requests in a status (aberta by default), oldest first
  service-request move ID STATUS [REPLY…]      em_andamento atendida (needs REPLY) finalizada cancelada
`;

/** `npm run admin -- service-request …`; undefined when the arguments are not this command's. */
export async function runServiceRequestCommand(
  services: CirculationServices,
  args: string[],
): Promise<string | undefined> {
  const [sub, ...rest] = args;
  if (sub === 'list') {
    const rows = await requestsInStatus(services.db, rest[0]);
    return rows
      .map(
        (row) =>
          `${row.id}\t${row.protocol}\t${row.kind}${row.subtype ? `/${row.subtype}` : ''}\t${row.status}\t${row.created_at}\n`,
      )
      .join('');
  }
  if (sub === 'move') {
    const [id, status, ...reply] = rest;
    const requestId = Number(id);
    if (!Number.isInteger(requestId) || !status) return undefined;
    const moved = await moveServiceRequest(services, requestId, status, reply.join(' ') || null);
    return `service request ${moved.id}: ${moved.status}\n`;
  }
  return undefined;
}
