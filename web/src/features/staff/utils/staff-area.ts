import type { StaffFunctionName, StaffQueueCounts } from '@estante/contracts';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

/** A link of the staff menu: a page of an area, with the queue count it shows, if any. */
export interface StaffNavLink {
  /** Path below /equipe, e.g. `filas/comentarios`. */
  to: string;
  /** Its label: a key of the `staff` namespace (nav.*), so the menu needs no area's translations. */
  label: ParseKeys<'staff'>;
  /** The count of GET /api/equipe/sessao shown beside it. */
  count?: keyof StaffQueueCounts;
}

/** An area of the console (desk, queues, catalogue, content, reports), as app/staff-routes.tsx lists it. */
export interface StaffArea {
  /** Path below /equipe (the area handles what follows it). */
  path: string;
  /** The staff function the area requires; site administration holds all. */
  function: StaffFunctionName;
  /** Its entries in the staff menu. */
  links: readonly StaffNavLink[];
  /** The area's screens, lazily loaded. */
  Component: ComponentType;
}
