/** A title in the basket: its id plus what the basket screen shows without asking the server again. */
export interface BasketItem {
  cod_acervo: number;
  titulo: string;
  autor?: string;
  imprenta?: string;
  ano_publicacao?: string;
}

/** The basket is kept in localStorage so that it survives reloads and is shared by the visitor's tabs. */
export const BASKET_STORAGE_KEY = 'estante.cesta';
/** Same limit as POST /api/acervo/exportar-cesta (acervos maxItems). */
export const BASKET_LIMIT = 500;

/** What an add did: titles added, and titles left out because the basket was full. */
export interface AddOutcome {
  added: number;
  refused: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let items: readonly BasketItem[] = read();

function read(): readonly BasketItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(BASKET_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is BasketItem =>
        typeof entry === 'object' &&
        entry !== null &&
        Number.isInteger(entry.cod_acervo) &&
        typeof entry.titulo === 'string',
    );
  } catch {
    return [];
  }
}

function commit(next: readonly BasketItem[]): void {
  items = next;
  try {
    globalThis.localStorage?.setItem(BASKET_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the basket still works for this page.
  }
  for (const listener of listeners) listener();
}

// Another tab changed the basket.
globalThis.addEventListener?.('storage', (event) => {
  if (event.key !== BASKET_STORAGE_KEY) return;
  items = read();
  for (const listener of listeners) listener();
});

/** Basket operations of spec 001 §4: add, add all, set, remove by cod_acervo, clear. */
export const basketStore = {
  getSnapshot: (): readonly BasketItem[] => items,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  has: (id: number) => items.some((item) => item.cod_acervo === id),
  add(item: BasketItem): AddOutcome {
    return basketStore.addAll([item]);
  },
  /** Adds the titles not yet there, up to BASKET_LIMIT; says how many did not fit, so the caller can tell the user. */
  addAll(newItems: readonly BasketItem[]): AddOutcome {
    const present = new Set(items.map((item) => item.cod_acervo));
    const fresh = newItems.filter((item) => !present.has(item.cod_acervo) && present.add(item.cod_acervo));
    const added = fresh.slice(0, Math.max(0, BASKET_LIMIT - items.length));
    if (added.length > 0) commit([...items, ...added]);
    return { added: added.length, refused: fresh.length - added.length };
  },
  set(next: readonly BasketItem[]) {
    commit(next.slice(0, BASKET_LIMIT));
  },
  remove(id: number) {
    commit(items.filter((item) => item.cod_acervo !== id));
  },
  clear() {
    commit([]);
  },
};
