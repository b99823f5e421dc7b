/** The catalogue area's pages, below /equipe/catalogo (docs/staff-catalogue.md). */
export const CATALOGUE_AREA = 'catalogo';

export const CATALOGUE_PAGES = { imports: 'importacoes', records: 'registros' } as const;
