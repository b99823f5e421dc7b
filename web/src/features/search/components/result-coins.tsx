import { coinsContext, type SearchResultItem } from '@estante/contracts';
import { paths } from '../../../config/paths.ts';

/**
 * The result's citation for reference managers (Zotero's connector and link resolvers read it from the list): a
 * COinS span and the unAPI id, which the server's unAPI answers (docs/interoperability.md). Both are hidden: tools
 * read them from the DOM, and nothing is shown or read aloud.
 */
export function ResultCoins({ item }: { item: SearchResultItem }) {
  const url = new URL(paths.record.getHref(item.cod_acervo), window.location.origin).href;
  const context = coinsContext({
    workTypeCode: item.cod_tipo_obra,
    title: item.titulo,
    authors: item.autor ? [item.autor] : [],
    date: item.ano_publicacao,
    edition: item.edicao,
    isbn: item.isbn,
    issn: item.issn,
    url,
  });
  return (
    <>
      <span className="Z3988" title={context} hidden />
      <abbr className="unapi-id" title={String(item.cod_acervo)} hidden />
    </>
  );
}
