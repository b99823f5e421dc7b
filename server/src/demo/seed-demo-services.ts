import type { AppContext } from '../app-context.ts';
import type { CirculationServices } from '../circulation/index.ts';
import { changeSuggestionStatus, sendAcquisitionSuggestion } from '../library-units/index.ts';
import { cancelOwnRequest, fileServiceRequest, moveServiceRequest } from '../service-requests/index.ts';

const DAY_MS = 86_400_000;

/**
 * A patron's service requests and purchase suggestions in several statuses, made through the same use-cases as the
 * patron's forms and the staff's moves, each on its own past day (the suggestion limits count a day's sends).
 */
export async function seedDemoServices(context: AppContext, person: { id: number }): Promise<void> {
  const today = context.now().getTime();
  const on = (daysAgo: number): CirculationServices => ({
    db: context.db,
    dialect: context.dialect,
    log: { warn: () => {} },
    now: () => new Date(today - daysAgo * DAY_MS),
    // The demo addresses are not real: the reply stays in the personal area's alerts.
    mailer: { send: async () => {} },
  });

  // Service requests (spec 001 §7.13): open, in progress, answered, finished, and one the patron cancelled.
  await fileServiceRequest(on(2), person.id, {
    kind: 'levantamento-bibliografico',
    subtype: null,
    library: 'BC',
    fields: {
      assunto_geral: 'Educação de jovens e adultos no Brasil',
      delimitacao: 'Políticas públicas e formação de professores desde 1996.',
      idioma: 'português',
      ano_inicial: 1996,
      ano_final: 2025,
      palavras_chave: 'EJA; alfabetização de adultos; formação docente',
    },
  });
  const article = await fileServiceRequest(on(9), person.id, {
    kind: 'comutacao-bibliografica',
    subtype: 'artigo',
    library: 'BC',
    fields: {
      titulo_artigo: 'Paulo Freire e a educação popular na América Latina',
      titulo_periodico: 'Revista Brasileira de Educação',
      autor: 'Gadotti, Moacir',
      ano: 2019,
      volume: '24',
      paginas: '1-18',
    },
  });
  await moveServiceRequest(on(8), article.id, 'em_andamento');
  const record = await fileServiceRequest(on(20), person.id, {
    kind: 'ficha-catalografica',
    subtype: null,
    library: 'BC',
    fields: {
      titulo: 'A leitura literária na escola pública',
      autor: 'Mariana Costa Ferreira',
      orientador: 'Helena Martins Ribeiro',
      curso: 'Pedagogia',
      grau_defesa: 'mestrado',
      ano: new Date(today).getUTCFullYear(),
      total_paginas: 112,
      palavras_chave: 'leitura; literatura; escola pública',
    },
  });
  await moveServiceRequest(
    on(15),
    record.id,
    'atendida',
    'Ficha catalográfica pronta: retire o arquivo no balcão de referência da Biblioteca Central.',
  );
  const research = await fileServiceRequest(on(40), person.id, {
    kind: 'pesquisa-especializada',
    subtype: null,
    library: 'BCS',
    fields: { assunto: 'Indicadores de leitura no Brasil', finalidade: 'Trabalho de conclusão de curso.' },
  });
  await moveServiceRequest(on(35), research.id, 'atendida', 'Enviamos por e-mail a lista de 42 referências.');
  await moveServiceRequest(on(30), research.id, 'finalizada');
  const thesis = await fileServiceRequest(on(5), person.id, {
    kind: 'comutacao-bibliografica',
    subtype: 'tese',
    library: 'BC',
    fields: {
      titulo: 'Bibliotecas escolares no Nordeste',
      autor: 'Souza, João Carlos de',
      grau_defesa: 'doutorado',
      ano: 2015,
    },
  });
  await cancelOwnRequest(on(4), person.id, thesis.id);

  // Purchase suggestions (spec 000 §3): new, in quotation, awaiting delivery, attended, already in the collection.
  const suggestions: { daysAgo: number; status?: string; title: string; author: string; publisher: string }[] = [
    { daysAgo: 1, title: 'Pedagogia da autonomia', author: 'Paulo Freire', publisher: 'Paz e Terra' },
    {
      daysAgo: 12,
      status: 'em_cotacao',
      title: 'Letramento literário: teoria e prática',
      author: 'Rildo Cosson',
      publisher: 'Contexto',
    },
    {
      daysAgo: 25,
      status: 'aguardando_entrega',
      title: 'A formação do leitor',
      author: 'Marisa Lajolo',
      publisher: 'Ática',
    },
    {
      daysAgo: 60,
      status: 'atendida',
      title: 'Alfabetização e letramento',
      author: 'Magda Soares',
      publisher: 'Contexto',
    },
    { daysAgo: 70, status: 'ja_existe', title: 'Dom Casmurro', author: 'Machado de Assis', publisher: 'Garnier' },
  ];
  for (const suggestion of suggestions) {
    const services = on(suggestion.daysAgo);
    const id = await sendAcquisitionSuggestion(
      services,
      person.id,
      { biblioteca: 'BC', titulo: suggestion.title, autor: suggestion.author, editor: suggestion.publisher },
      services.now(),
    );
    if (suggestion.status)
      await changeSuggestionStatus(context.db, id, suggestion.status, on(suggestion.daysAgo - 1).now());
  }
}
