import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.0–2.2 A and AA rules of axe-core: the level a public catalogue promises (issue 6). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The page's axe violations, by rule with the number of offending nodes. */
export async function axeViolations(page: Page): Promise<{ rule: string; nodes: number }[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.length }));
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
