import { listClosedStacks } from './closed-stacks.repository.ts';
import { type ClosedStacksServices, expireUncollectedStorageRequests, setClosedStack } from './closed-stacks.ts';

export const CLOSED_STACKS_USAGE = `  closed-stacks list [LIBRARY]                 closed locations and collections (armazém)
  closed-stacks close LIBRARY location|collection CODE
                                               copies there (now and imported later) are fetched on request
  closed-stacks open LIBRARY location|collection CODE
  closed-stacks expire                         expire storage requests not collected in time (run daily)
`;

export class ClosedStacksUsageError extends Error {}

/** `npm run admin -- closed-stacks …`: the same use-cases as the staff API. Undefined: not this command. */
export async function runClosedStacksCommand(
  services: ClosedStacksServices,
  argv: string[],
): Promise<string | undefined> {
  const [command, sub, library, kind, code] = argv;
  if (command !== 'closed-stacks') return undefined;
  if (sub === 'list') {
    const rules = await listClosedStacks(services.db, library);
    return rules.length === 0
      ? 'no closed locations or collections\n'
      : rules.map((rule) => `${rule.library_code}\t${rule.kind}\t${rule.code}\n`).join('');
  }
  if (sub === 'expire') {
    const { expired } = await expireUncollectedStorageRequests(services);
    return `${expired} storage request(s) expired\n`;
  }
  if ((sub === 'close' || sub === 'open') && library && (kind === 'location' || kind === 'collection') && code) {
    const changed = await setClosedStack(services, { libraryCode: library, kind, code }, sub === 'close');
    if (sub === 'close') return `${library} ${kind} ${code}: closed stacks\n`;
    return changed ? `${library} ${kind} ${code}: open again\n` : `${library} ${kind} ${code} was not closed\n`;
  }
  throw new ClosedStacksUsageError(CLOSED_STACKS_USAGE.trim());
}
