/** One search of this session (spec 001 §3 search history log entry: id, options, record count, url). */
export interface SearchHistoryEntry {
  id: string;
  label: string;
  total: number;
  url: string;
  at: string;
}

/** The session's searches live in sessionStorage: they end with the tab, like the session itself. */
export const HISTORY_STORAGE_KEY = 'estante.historico';
const MAX_ENTRIES = 20;

type Listener = () => void;
const listeners = new Set<Listener>();
let entries: readonly SearchHistoryEntry[] = read();

function read(): readonly SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as SearchHistoryEntry[]).filter((entry) => typeof entry?.url === 'string')
      : [];
  } catch {
    return [];
  }
}

export const searchHistory = {
  getSnapshot: () => entries,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A successful search appends an entry (spec 001 §4); the same URL again moves to the top. */
  record(entry: SearchHistoryEntry) {
    if (entries[0]?.url === entry.url && entries[0]?.total === entry.total) return;
    entries = [entry, ...entries.filter((existing) => existing.url !== entry.url)].slice(0, MAX_ENTRIES);
    try {
      globalThis.sessionStorage?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage blocked: the history lasts for this page only.
    }
    for (const listener of listeners) listener();
  },
  clear() {
    entries = [];
    globalThis.sessionStorage?.removeItem(HISTORY_STORAGE_KEY);
    for (const listener of listeners) listener();
  },
};
