/**
 * The AES-GCM key that encrypts the persisted session (spec 001 §4 "The persisted state is encrypted").
 * It is created non-extractable and kept in IndexedDB as a CryptoKey object: the page can use it but
 * no script can read its bytes, and the ciphertext in Web Storage is useless when copied elsewhere
 * (another browser, a backup, a synced profile). docs/auth.md says what this does not protect.
 */
const DATABASE = 'estante';
const STORE = 'keys';
const KEY_NAME = 'session-key';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openDatabase();
  try {
    const stored = await run<CryptoKey | undefined>(db, 'readonly', (store) => store.get(KEY_NAME));
    if (stored) return stored;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // Two tabs may race here; the first key written wins and both read it back.
    await run(db, 'readwrite', (store) => store.add(key, KEY_NAME)).catch(() => undefined);
    return (await run<CryptoKey | undefined>(db, 'readonly', (store) => store.get(KEY_NAME))) ?? key;
  } finally {
    db.close();
  }
}

let keyPromise: Promise<CryptoKey> | undefined;

/**
 * The page's key. Without IndexedDB (some private modes) a key for this page only is used, so the
 * session still works but does not survive a reload.
 */
export function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey().catch(() =>
    crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
  );
  return keyPromise;
}
