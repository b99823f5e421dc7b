/**
 * Word lists for titles, subtitles, summaries, series and places, per language, in popularity
 * order: the generator draws them with Zipf-distributed ranks, so the head words ("história",
 * "sociedade", "política", "desenvolvimento"…) are common and the tail is rare.
 */
import type { Gender } from './topics.ts';

export type Lang = 'por' | 'eng' | 'spa';

export interface Noun {
  word: string;
  gender: Gender;
  plural: boolean;
}

function nouns(spec: string): readonly Noun[] {
  // "história:f política:f desenvolvimento:m finanças:fp"
  return spec
    .trim()
    .split(/\s*;\s*/)
    .map((entry) => {
      const [word = '', flags = 'm'] = entry.split(':');
      return { word: word.normalize('NFC'), gender: flags.startsWith('f') ? 'f' : 'm', plural: flags.endsWith('p') };
    });
}

function list(spec: string): readonly string[] {
  return spec
    .trim()
    .split(/\s*;\s*/)
    .map((word) => word.normalize('NFC'));
}

/** General abstract nouns used in titles ("{Noun} da educação", "educação e {noun}"). */
export const GENERAL_NOUNS: Record<Lang, readonly Noun[]> = {
  por: nouns(`história:f; sociedade:f; política:f; cultura:f; desenvolvimento:m; gestão:f; teoria:f; prática:f;
    ensino:m; pesquisa:f; memória:f; trabalho:m; identidade:f; estado:m; democracia:f; ciência:f; tecnologia:f;
    conhecimento:m; linguagem:f; cidadania:f; poder:m; inovação:f; diversidade:f; saberes:mp; território:m;
    sustentabilidade:f; formação:f; avaliação:f; inclusão:f; globalização:f; modernidade:f; comunidade:f;
    experiência:f; narrativas:fp; desafios:mp; práticas:fp; direitos:mp; instituições:fp; representações:fp;
    trajetórias:fp; fronteiras:fp; resistência:f; subjetividade:f; interdisciplinaridade:f; complexidade:f;
    hegemonia:f; alteridade:f; patrimônio:m; urbanização:f; biodiversidade:f; etnografia:f; colonialidade:f;
    hermenêutica:f; epistemologia:f; sociabilidade:f; governança:f; mestiçagem:f; religiosidade:f; oralidade:f`),
  eng: nouns(`history:m; society:m; politics:m; culture:m; development:m; management:m; theory:m; practice:m;
    teaching:m; research:m; memory:m; work:m; identity:m; nationhood:m; democracy:m; science:m; technology:m;
    knowledge:m; language:m; citizenship:m; power:m; innovation:m; diversity:m; territory:m; sustainability:m;
    evaluation:m; inclusion:m; globalization:m; modernity:m; community:m; experience:m; narratives:mp;
    challenges:mp; rights:mp; institutions:mp; representations:mp; boundaries:mp; resistance:m; subjectivity:m;
    complexity:m; hegemony:m; heritage:m; urbanization:m; biodiversity:m; ethnography:m; coloniality:m;
    hermeneutics:m; epistemology:m; sociability:m; governance:m`),
  spa: nouns(`historia:f; sociedad:f; política:f; cultura:f; desarrollo:m; gestión:f; teoría:f; práctica:f;
    enseñanza:f; investigación:f; memoria:f; trabajo:m; identidad:f; estado:m; democracia:f; ciencia:f;
    tecnología:f; conocimiento:m; lenguaje:m; ciudadanía:f; poder:m; innovación:f; diversidad:f; saberes:mp;
    territorio:m; sostenibilidad:f; formación:f; evaluación:f; inclusión:f; globalización:f; modernidad:f;
    comunidad:f; experiencia:f; narrativas:fp; desafíos:mp; prácticas:fp; derechos:mp; instituciones:fp;
    representaciones:fp; fronteras:fp; resistencia:f; subjetividad:f; complejidad:f; hegemonía:f; alteridad:f;
    patrimonio:m; urbanización:f; biodiversidad:f; etnografía:f; colonialidad:f; hermenéutica:f;
    epistemología:f; gobernanza:f; mestizaje:m; religiosidad:f; oralidad:f`),
};

/** Places for "… no Brasil", "… in Latin America" (the first is the broad one in each language). */
export const PLACES: Record<Lang, readonly string[]> = {
  por: list(`no Brasil; na América Latina; em Minas Gerais; no Nordeste; em São Paulo; na Amazônia; no Rio de Janeiro;
    em Portugal; na Bahia; no Rio Grande do Sul; em Pernambuco; no Paraná; em Goiás; no Ceará; em Santa Catarina;
    no Pará; em Mato Grosso; no Maranhão; no Espírito Santo; em Alagoas; em Sergipe; no Piauí; em Rondônia;
    no Amapá; em Roraima; no Acre; no Tocantins`),
  eng: list(`in Brazil; in Latin America; in the United States; in Europe; in Britain; in the Global South; in Africa;
    in Asia; in Canada; in Australia; in Mexico; in Argentina; in South Africa; in India; in China`),
  spa: list(`en América Latina; en México; en España; en Argentina; en Colombia; en Chile; en el Brasil; en el Perú;
    en Centroamérica; en el Caribe; en Uruguay; en Bolivia; en Ecuador; en Paraguay; en Venezuela`),
};

/** Municipalities for case studies ("o caso de Itabira"): a long tail of rare proper nouns. */
export const CITIES: Record<Lang, readonly string[]> = {
  por: list(`São Paulo; Rio de Janeiro; Belo Horizonte; Salvador; Recife; Porto Alegre; Fortaleza; Curitiba; Belém;
    Manaus; Goiânia; Campinas; Florianópolis; Natal; João Pessoa; Vitória; Maceió; Teresina; São Luís; Aracaju;
    Cuiabá; Campo Grande; Juiz de Fora; Uberlândia; Londrina; Santos; Niterói; Pelotas; Ouro Preto; Mariana;
    Diamantina; Itabira; Petrópolis; Paraty; Olinda; Cachoeira; Ilhéus; Sobral; Mossoró; Crato; Juazeiro do Norte;
    Caruaru; Garanhuns; Montes Claros; Governador Valadares; Ipatinga; Sabará; Tiradentes; São João del-Rei;
    Congonhas; Lençóis; Chapada Diamantina; Parintins; Santarém; Marabá; Altamira; Corumbá; Cáceres; Rondonópolis;
    Blumenau; Joinville; Chapecó; Lages; Caxias do Sul; Santa Maria; Passo Fundo; Bagé; Uruguaiana; Foz do Iguaçu;
    Cascavel; Maringá; Ponta Grossa; Guarapuava; Anápolis; Pirenópolis; Goiás Velho; Palmas; Araguaína; Imperatriz;
    Caxias; Parnaíba; Picos; Oeiras; Cajazeiras; Patos; Sousa; Penedo; Arapiraca; Lagarto; Estância; Itabuna;
    Jequié; Vitória da Conquista; Feira de Santana; Barreiras; Paulo Afonso; Juazeiro; Petrolina; Serra Talhada;
    Triunfo; Xapuri; Tefé; Humaitá; Oiapoque; Tabatinga; Itacoatiara; Breves; Cametá; Abaetetuba; Bragança`),
  eng: list(`New York; London; Chicago; Boston; Los Angeles; Manchester; Toronto; Sydney; Philadelphia; Detroit;
    Baltimore; Glasgow; Leeds; Oakland; Pittsburgh; Cleveland; Bristol; Liverpool; Vancouver; Melbourne;
    Cardiff; Edinburgh; Belfast; Dublin; Seattle; Atlanta; New Orleans; Memphis; Tucson; Albuquerque`),
  spa: list(`Buenos Aires; Ciudad de México; Madrid; Bogotá; Santiago; Lima; Barcelona; Montevideo; Caracas; Quito;
    Guadalajara; Medellín; Córdoba; Rosario; Valparaíso; Cali; La Paz; Asunción; Oaxaca; Cusco; Sevilla;
    Valencia; Granada; Puebla; Mendoza; Arequipa; Cartagena; Cochabamba; Salta; Tucumán; Temuco; Chiapas`),
};

/** Subtitles; `{G}` / `{G2}` are general nouns, `{T}` a topic phrase, `{C}` a city. */
export const SUBTITLES: Record<Lang, readonly string[]> = {
  por: list(`teoria e prática; uma introdução; conceitos e aplicações; desafios e perspectivas; uma abordagem crítica;
    {G} e {G2}; história e memória; fundamentos e métodos; reflexões sobre {G}; um estudo de caso em {C};
    das origens aos dias atuais; práticas e saberes; entre {G} e {G2}; novas perspectivas; questões contemporâneas;
    o caso de {C}; {T} em debate; textos escolhidos; ensaios críticos; uma leitura de {G}; aspectos teóricos e práticos;
    experiências em {C}; guia prático; contribuições para o debate; um olhar sobre {G}; trajetórias e perspectivas`),
  eng: list(`theory and practice; an introduction; concepts and applications; challenges and perspectives;
    a critical approach; {G} and {G2}; history and memory; foundations and methods; reflections on {G};
    a case study of {C}; from the origins to the present; new perspectives; contemporary issues; the case of {C};
    {T} in debate; selected essays; critical essays; a reader; a practical guide; a comparative perspective;
    new directions; a handbook`),
  spa: list(`teoría y práctica; una introducción; conceptos y aplicaciones; desafíos y perspectivas; un enfoque crítico;
    {G} y {G2}; historia y memoria; fundamentos y métodos; reflexiones sobre {G}; un estudio de caso en {C};
    de los orígenes a la actualidad; nuevas perspectivas; cuestiones contemporáneas; el caso de {C};
    {T} en debate; textos escogidos; ensayos críticos; una lectura de {G}; guía práctica; perspectivas comparadas`),
};

/** Concepts for summaries (520): the long, rare tail of the vocabulary. */
export const CONCEPTS: Record<Lang, readonly string[]> = {
  por: list(`políticas públicas; qualidade de vida; formação continuada; ensino-aprendizagem; desigualdades sociais;
    saúde da família; participação social; gestão escolar; atenção básica; mercado de trabalho; educação inclusiva;
    sustentabilidade ambiental; letramento; análise de dados; estudos culturais; relações de gênero; violência urbana;
    planejamento estratégico; responsabilidade social; agricultura familiar; direitos fundamentais; saneamento básico;
    mobilidade urbana; segurança alimentar; economia solidária; patrimônio cultural; povos tradicionais;
    educação do campo; juventude; envelhecimento; tecnologias digitais; ensino a distância; metodologias ativas;
    aprendizagem significativa; neoliberalismo; federalismo; judicialização; controle social; vigilância sanitária;
    doenças crônicas; obesidade infantil; aleitamento materno; saúde bucal; hanseníase; tuberculose; dengue;
    desmatamento; queimadas; mudanças climáticas; bacias hidrográficas; cerrado; caatinga; mata atlântica;
    pantanal; manguezais; pesca artesanal; extrativismo; reforma agrária; quilombolas; terras indígenas;
    migração nordestina; favelas; periferias; moradia popular; transporte coletivo; cooperativismo;
    microcrédito; governança corporativa; auditoria; custos; controladoria; contabilidade pública;
    licitações; improbidade administrativa; processo legislativo; controle de constitucionalidade;
    mediação de conflitos; justiça restaurativa; sistema prisional; medidas socioeducativas; violência doméstica;
    bullying; evasão escolar; educação integral; livro didático; literatura de cordel; modernismo;
    romantismo; regionalismo; memorialismo; oralidade; tradução literária; variação linguística;
    sociolinguística; análise do discurso; semiótica; fotojornalismo; radiodifusão comunitária;
    redes sociais digitais; desinformação; algoritmos; aprendizado de máquina; computação em nuvem;
    segurança da informação; internet das coisas; robótica educacional; energia solar; biocombustíveis;
    concreto armado; estruturas metálicas; saneamento rural; resíduos sólidos; reciclagem; compostagem;
    agroecologia; sementes crioulas; apicultura; piscicultura; bovinocultura leiteira; cafeicultura;
    fruticultura; citricultura; mandioca; cacau; açaí; babaçu; carnaúba; seringueiros; garimpo;
    mineração; ferrovias; navegação fluvial; capoeira; maracatu; congado; folia de reis; bumba meu boi;
    candomblé; umbanda; irmandades; barroco mineiro; azulejaria; xilogravura; arte rupestre; sambaquis;
    numismática; filatelia; paleografia; diplomática; heráldica; genealogia; cartografia histórica`),
  eng: list(`public policy; quality of life; lifelong learning; social inequality; primary care; labor market;
    inclusive education; environmental sustainability; literacy; data analysis; cultural studies; gender relations;
    urban violence; strategic planning; social responsibility; fundamental rights; food security; digital technologies;
    distance education; active learning; neoliberalism; federalism; chronic diseases; childhood obesity;
    climate change; deforestation; watersheds; indigenous lands; migration; informal settlements; public transport;
    cooperatives; microcredit; corporate governance; auditing; judicial review; restorative justice; prisons;
    domestic violence; school dropout; textbooks; modernism; romanticism; translation studies; sociolinguistics;
    discourse analysis; semiotics; social media; misinformation; algorithms; machine learning; cloud computing;
    information security; internet of things; solar energy; biofuels; reinforced concrete; solid waste; recycling;
    agroecology; beekeeping; aquaculture; coffee production; mining; railways; river navigation; capoeira;
    candomblé; baroque architecture; rock art; shell mounds; numismatics; paleography; genealogy;
    historical cartography`),
  spa: list(`políticas públicas; calidad de vida; formación continua; desigualdad social; atención primaria;
    mercado laboral; educación inclusiva; sostenibilidad ambiental; alfabetización; análisis de datos;
    estudios culturales; relaciones de género; violencia urbana; planificación estratégica; responsabilidad social;
    derechos fundamentales; seguridad alimentaria; tecnologías digitales; educación a distancia; neoliberalismo;
    federalismo; enfermedades crónicas; cambio climático; deforestación; cuencas hidrográficas; pueblos originarios;
    migración; asentamientos informales; transporte público; cooperativismo; microcrédito; gobierno corporativo;
    auditoría; control de constitucionalidad; justicia restaurativa; sistema penitenciario; violencia doméstica;
    deserción escolar; libros de texto; modernismo; romanticismo; realismo mágico; traducción literaria;
    sociolingüística; análisis del discurso; semiótica; redes sociales; desinformación; algoritmos;
    aprendizaje automático; seguridad informática; energía solar; biocombustibles; residuos sólidos; reciclaje;
    agroecología; apicultura; acuicultura; caficultura; minería; ferrocarriles; muralismo; arte rupestre;
    numismática; paleografía; genealogía; cartografía histórica`),
};

/** Fiction and poetry: nouns and adjectives (masculine/feminine forms). */
export const FICTION_NOUNS: Record<Lang, readonly Noun[]> = {
  por: nouns(`casa:f; rio:m; silêncio:m; mar:m; noite:f; sombra:f; cidade:f; sertão:m; menino:m; viagem:f;
    memória:f; tempo:m; vento:m; chuva:f; jardim:m; espelho:m; estrela:f; janela:f; caminho:m; ilha:f; terra:f;
    fogo:m; pedra:f; lua:f; sol:m; águas:fp; cartas:fp; dias:mp; retratos:mp; vozes:fp; horas:fp; ruínas:fp;
    fazenda:f; quintal:m; varanda:f; travessia:f; chegada:f; partida:f; herança:f; promessa:f; segredo:m;
    ausência:f; deserto:m; labirinto:m; relógio:m; baú:m; cais:m; farol:m; engenho:m; cangaceiro:m; vaqueiro:m`),
  eng: nouns(`house:m; river:m; silence:m; sea:m; night:m; shadow:m; city:m; journey:m; memory:m; time:m; wind:m;
    rain:m; garden:m; mirror:m; star:m; window:m; road:m; island:m; earth:m; fire:m; stone:m; moon:m; sun:m;
    waters:mp; letters:mp; days:mp; portraits:mp; voices:mp; hours:mp; ruins:mp; farm:m; orchard:m; crossing:m;
    arrival:m; departure:m; inheritance:m; promise:m; secret:m; absence:m; desert:m; labyrinth:m; clock:m;
    harbour:m; lighthouse:m; orphan:m; widow:m`),
  spa: nouns(`casa:f; río:m; silencio:m; mar:m; noche:f; sombra:f; ciudad:f; viaje:m; memoria:f; tiempo:m;
    viento:m; lluvia:f; jardín:m; espejo:m; estrella:f; ventana:f; camino:m; isla:f; tierra:f; fuego:m; piedra:f;
    luna:f; sol:m; aguas:fp; cartas:fp; días:mp; retratos:mp; voces:fp; horas:fp; ruinas:fp; hacienda:f;
    patio:m; travesía:f; llegada:f; partida:f; herencia:f; promesa:f; secreto:m; ausencia:f; desierto:m;
    laberinto:m; reloj:m; muelle:m; faro:m; pampa:f; cordillera:f`),
};

/** Adjectives as "masculine/feminine" (one form when invariable). */
export const FICTION_ADJECTIVES: Record<Lang, readonly string[]> = {
  por: list(`perdido/perdida; esquecido/esquecida; antigo/antiga; último/última; escuro/escura; secreto/secreta;
    azul; invisível; amarelo/amarela; distante; submerso/submersa; silencioso/silenciosa; breve; infinito/infinita;
    estrangeiro/estrangeira; proibido/proibida; vermelho/vermelha; noturno/noturna; inacabado/inacabada`),
  eng: list(`lost; forgotten; old; last; dark; secret; blue; invisible; yellow; distant; drowned; silent; brief;
    endless; foreign; forbidden; red; nocturnal; unfinished`),
  spa: list(`perdido/perdida; olvidado/olvidada; antiguo/antigua; último/última; oscuro/oscura; secreto/secreta;
    azul; invisible; amarillo/amarilla; lejano/lejana; sumergido/sumergida; silencioso/silenciosa; breve;
    infinito/infinita; extranjero/extranjera; prohibido/prohibida; rojo/roja; nocturno/nocturna`),
};

/** Publisher series (490/830); `{T}` is the topic phrase. */
export const SERIES: Record<Lang, readonly string[]> = {
  por: list(`Coleção Primeiros passos; Biblioteca básica; Série Didática; Coleção Educação contemporânea;
    Coleção Questões da nossa época; Coleção Docência em formação; Série Estudos; Coleção Saberes;
    Coleção Temas de direito; Série Manuais acadêmicos; Coleção Leituras; Coleção Debates;
    Biblioteca de ciências sociais; Coleção Ensaios; Série Pesquisa em {T}; Coleção Clássicos;
    Coleção Sociologia; Série Fundamentos; Coleção Memória brasileira; Coleção Brasil urgente`),
  eng: list(`Routledge studies in {T}; Cambridge studies in {T}; Oxford world's classics; Lecture notes in computer science;
    Penguin classics; Critical introductions; Advances in {T}; Handbooks in {T}; A very short introduction;
    Studies in {T}; Contemporary {T}; Key concepts`),
  spa: list(`Colección Letras hispánicas; Biblioteca de psicología; Serie Manuales; Colección Ensayo;
    Biblioteca de ciencias sociales; Colección Textos universitarios; Colección Estudios; Serie Breve;
    Colección Tierra firme; Colección Popular; Serie Clásicos; Colección Historia`),
};
