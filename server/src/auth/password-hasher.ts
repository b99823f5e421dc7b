import crypto from 'node:crypto';
import argon2 from 'argon2';
import { TooManyAttemptsError } from '../http/auth-errors.ts';

/**
 * Argon2id with the OWASP Password Storage Cheat Sheet minimum (19 MiB, 2 iterations, 1 lane).
 * Each hash holds 19 MiB for ~tens of ms, so a login flood could exhaust memory: at most
 * `concurrency` hashes run at once and at most `maxQueue` wait; beyond that the caller gets 429.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a missing hash (then a dummy hash is verified, so timing does not reveal it). */
  verify(hash: string | null, password: string): Promise<boolean>;
  needsRehash(hash: string): boolean;
}

export function createPasswordHasher(options: { concurrency?: number; maxQueue?: number } = {}): PasswordHasher {
  const concurrency = options.concurrency ?? 4;
  const maxQueue = options.maxQueue ?? 64;
  let running = 0;
  const waiting: Array<() => void> = [];
  let dummyHash: Promise<string> | undefined;

  async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueue) throw new TooManyAttemptsError(1);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    hash: (password) => bounded(() => argon2.hash(password, ARGON2_OPTIONS)),
    async verify(hash, password) {
      dummyHash ??= argon2.hash(crypto.randomBytes(16).toString('hex'), ARGON2_OPTIONS);
      const target = hash ?? (await dummyHash);
      const ok = await bounded(() => argon2.verify(target, password).catch(() => false));
      return hash !== null && ok;
    },
    needsRehash: (hash) => argon2.needsRehash(hash, ARGON2_OPTIONS),
  };
}
