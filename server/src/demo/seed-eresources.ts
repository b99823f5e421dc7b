import type { MarcDataField, MarcReadResult, MarcRecord } from '@estante/core';
import type { AppContext } from '../app-context.ts';
import { openServerKeys, type ServerKeyStore } from '../auth/index.ts';
import { importMarcRecords } from '../catalogue/index.ts';
import { runEresourceCommand } from '../eresources/index.ts';

/**
 * The demo's e-resource providers (docs/e-resources.md), one per connector type a Brazilian university library
 * typically runs, and three e-books whose links go through them; the journals of periodicos.exemplo.edu.br go
 * through the library's EZproxy. A year of clicks gives the access statistics something to show. The hosts and
 * secrets are the demo's own: the links open the providers' real sites, which refuse these demo tickets.
 */
const DEMO_PROVIDERS: readonly string[][] = [
  [
    'ezproxy',
    'label=EZproxy da biblioteca',
    'connector=ezproxy',
    'url=https://ezproxy.exemplo.edu.br/login',
    'hosts=periodicos.exemplo.edu.br',
    'secret=demo-ezproxy-ticket-key',
  ],
  [
    'pearson',
    'label=Biblioteca Virtual Pearson',
    'connector=pearson',
    'url=https://plataforma.bvirtual.com.br/sso/estante',
    'hosts=plataforma.bvirtual.com.br',
  ],
  [
    'minhabiblioteca',
    'label=Minha Biblioteca',
    'connector=grupoa',
    'url=https://api.minhabiblioteca.exemplo.com.br/estante',
    'hosts=integrada.minhabiblioteca.com.br',
    'secret=demo-grupoa-api-key',
  ],
  [
    'proquest',
    'label=ProQuest Ebook Central',
    'connector=signed-url',
    'url=https://ebookcentral.proquest.com/auth/estante',
    'hosts=ebookcentral.proquest.com',
    'secret=demo-proquest-hmac-secret',
    'userParam=user',
    'ttlSeconds=300',
  ],
  [
    'target',
    'label=Target GEDWeb',
    'connector=target',
    'url=https://gedweb.exemplo.com.br/api',
    'hosts=',
    'secret=demo-target-api-key',
    // Inactive: its host does not answer, and an active Target provider answers /consulta/produtos-target itself
    // (the demo's seeded products show instead). A library switches it on with its real document server.
    'active=false',
  ],
  [
    'repositorio',
    'label=Repositório institucional (DSpace)',
    'connector=deposit',
    'url=https://repositorio.exemplo.edu.br/estante/deposito',
    'hosts=',
  ],
];

interface DemoEbook {
  control: string;
  author: string;
  title: string;
  subtitle: string;
  publisher: string;
  year: string;
  url: string;
}

const DEMO_EBOOKS: readonly DemoEbook[] = [
  {
    control: 'demo-er-0001',
    author: 'Chiavenato, Idalberto',
    title: 'Introdução à teoria geral da administração',
    subtitle: 'uma visão abrangente da moderna administração das organizações',
    publisher: 'Pearson',
    year: '2020',
    url: 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/176432',
  },
  {
    control: 'demo-er-0002',
    author: 'Tortora, Gerard J.',
    title: 'Princípios de anatomia e fisiologia',
    subtitle: 'edição digital',
    publisher: 'Guanabara Koogan',
    year: '2023',
    url: 'https://integrada.minhabiblioteca.com.br/books/9788527739368',
  },
  {
    control: 'demo-er-0003',
    author: 'Creswell, John W.',
    title: 'Research design',
    subtitle: 'qualitative, quantitative, and mixed methods approaches',
    publisher: 'SAGE',
    year: '2022',
    url: 'https://ebookcentral.proquest.com/lib/exemplo/detail.action?docID=6132839',
  },
];

function data(tag: string, ind1: string, ind2: string, ...pairs: string[]): MarcDataField {
  const subfields = [];
  for (let i = 0; i < pairs.length; i += 2) subfields.push({ code: pairs[i] as string, value: pairs[i + 1] as string });
  return { tag, ind1, ind2, subfields };
}

function ebookRecord(book: DemoEbook): MarcRecord {
  return {
    leader: '00000nam a2200000 i 4500',
    fields: [
      { tag: '001', value: book.control },
      { tag: '003', value: 'BR-EstDemo' },
      { tag: '008', value: `260101s${book.year}    bl      o     000 0 por d` },
      data('100', '1', ' ', 'a', `${book.author},`, 'e', 'autor.'),
      data('245', '1', '0', 'a', `${book.title} :`, 'b', `${book.subtitle} /`, 'c', book.author),
      data('264', ' ', '1', 'a', 'São Paulo :', 'b', `${book.publisher},`, 'c', book.year),
      data('300', ' ', ' ', 'a', '1 recurso online'),
      data('337', ' ', ' ', 'a', 'computador', 'b', 'c', '2', 'rdamedia'),
      data('856', '4', '0', 'u', book.url, 'z', 'Acesso restrito aos usuários da instituição'),
    ],
  };
}

/** Deterministic clicks over the last twelve months: more at term time, as e-book use runs. */
async function seedDemoClicks(context: AppContext, recordIds: number[]): Promise<void> {
  const now = context.now();
  const rows = [];
  const journals = await context.db
    .selectFrom('records')
    .select(['id', 'title', 'extracted_json'])
    .where('extracted_json', 'like', '%periodicos.exemplo.edu.br%')
    .orderBy('id')
    .limit(3)
    .execute();
  const titles = await context.db.selectFrom('records').select(['id', 'title']).where('id', 'in', recordIds).execute();
  const targets = [
    ...recordIds.map((id, index) => ({
      id,
      title: titles.find((row) => row.id === id)?.title ?? '',
      url: DEMO_EBOOKS[index]?.url ?? '',
    })),
    ...journals.map((row) => {
      const links = (JSON.parse(row.extracted_json) as { onlineLinks?: { url: string }[] }).onlineLinks ?? [];
      return { id: row.id, title: row.title, url: links[0]?.url ?? '' };
    }),
  ].filter((target) => target.url);
  const providers = await context.db.selectFrom('eresource_providers').select(['id', 'hosts_json']).execute();
  for (let back = 11; back >= 1; back--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const term = [2, 3, 4, 5, 8, 9, 10, 11].includes(month.getUTCMonth());
    for (const [index, target] of targets.entries()) {
      const host = new URL(target.url).hostname;
      const provider = providers.find((row) => (JSON.parse(row.hosts_json) as string[]).includes(host));
      const clicks = ((index * 7 + back * 3) % 9) + (term ? 6 : 1);
      for (let click = 0; click < clicks; click++) {
        rows.push({
          accessed_at: new Date(month.getTime() + (click * 2 + 1) * 3_600_000 * 7).toISOString(),
          record_id: target.id,
          title: target.title,
          paragraph: 1,
          url: target.url,
          host,
          provider_id: provider?.id ?? null,
          restricted: 1,
          browser: click % 3 === 0 ? 'Firefox' : 'Chrome',
          device: click % 4 === 0 ? 'phone' : 'desktop',
          os: click % 4 === 0 ? 'Android' : 'Windows',
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 200)
    await context.db
      .insertInto('eresource_accesses')
      .values(rows.slice(start, start + 200))
      .execute();
}

export async function seedDemoEresources(context: AppContext): Promise<void> {
  // The server's own key-encryption key (its settings), opened once for all the demo's secrets.
  let opened: Promise<ServerKeyStore> | undefined;
  const keys = () => {
    opened ??= openServerKeys(context.db, context.config, context.now);
    return opened;
  };
  for (const provider of DEMO_PROVIDERS)
    await runEresourceCommand(context.db, ['eresource', 'set', ...provider], context.now, keys);
  async function* read(): AsyncGenerator<MarcReadResult> {
    for (const [index, book] of DEMO_EBOOKS.entries())
      yield { ok: true, position: index + 1, record: ebookRecord(book), warnings: [] };
  }
  await importMarcRecords(context, read());
  const ids = await context.db
    .selectFrom('records')
    .select('id')
    .where(
      'control_number',
      'in',
      DEMO_EBOOKS.map((book) => book.control),
    )
    .orderBy('control_number')
    .execute();
  await seedDemoClicks(
    context,
    ids.map((row) => row.id),
  );
}
