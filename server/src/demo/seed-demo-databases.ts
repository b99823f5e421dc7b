import type { Kysely } from 'kysely';
import { addElectronicDatabase } from '../catalogue/index.ts';
import type { Database } from '../database/schema.ts';

/** Electronic databases of the demo institution (open-access portals a Brazilian university library lists). */
export const DEMO_DATABASES = [
  {
    nome: 'Portal de Periódicos CAPES',
    descricao: 'Textos completos de periódicos científicos, bases referenciais, livros e teses.',
    link: 'https://www.periodicos.capes.gov.br/',
    acesso: 'Na rede da universidade, ou de casa pelo acesso CAFe com o seu login institucional.',
  },
  {
    nome: 'SciELO',
    descricao: 'Biblioteca eletrônica de periódicos científicos da América Latina, em acesso aberto.',
    link: 'https://www.scielo.org/',
    acesso: 'Acesso aberto.',
  },
  {
    nome: 'BDTD – Biblioteca Digital Brasileira de Teses e Dissertações',
    descricao: 'Teses e dissertações defendidas nas instituições de ensino e pesquisa do Brasil.',
    link: 'https://bdtd.ibict.br/',
    acesso: 'Acesso aberto.',
  },
] as const;

export async function seedDemoDatabases(db: Kysely<Database>): Promise<void> {
  for (const [position, database] of DEMO_DATABASES.entries())
    await addElectronicDatabase(db, { ...database, posicao: position });
}
