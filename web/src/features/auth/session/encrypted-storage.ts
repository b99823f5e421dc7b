import { sessionKey } from './encryption-key.ts';

/** Web Storage entries encrypted with AES-GCM (a fresh 96-bit IV per write). */

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type StorageArea = 'local' | 'session';

function area(name: StorageArea): Storage | undefined {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // Storage disabled: the session lives in memory only.
  }
}

export async function writeEncrypted(where: StorageArea, name: string, value: unknown): Promise<void> {
  const storage = area(where);
  if (!storage) return;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sessionKey(), data));
  storage.setItem(name, JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(sealed) }));
}

/** The stored value, or undefined when absent, tampered with or sealed with another key. */
export async function readEncrypted<T>(where: StorageArea, name: string): Promise<T | undefined> {
  const text = area(where)?.getItem(name);
  if (!text) return undefined;
  try {
    const { iv, data } = JSON.parse(text) as { iv: string; data: string };
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      await sessionKey(),
      fromBase64(data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    area(where)?.removeItem(name);
    return undefined;
  }
}

export function removeStored(where: StorageArea, name: string): void {
  area(where)?.removeItem(name);
}

export function hasStored(where: StorageArea, name: string): boolean {
  return Boolean(area(where)?.getItem(name));
}
