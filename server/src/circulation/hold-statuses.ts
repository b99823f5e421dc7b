import type { HoldStatus } from '../database/schema.ts';

/**
 * A hold is active (counts against the hold limit, blocks a second hold on the title and a no-debts declaration,
 * shows in the patron's list) while queued, travelling to its pickup library or waiting on the holds shelf.
 */
export const ACTIVE_HOLD_STATUSES: readonly HoldStatus[] = ['queued', 'in_transit', 'released'];
