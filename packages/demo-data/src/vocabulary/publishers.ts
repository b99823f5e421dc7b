/**
 * Publishers with their place, MARC country code (008/15-17) and an ISBN prefix (EAN 978 +
 * registration group + registrant) inside a range the International ISBN Agency has allotted,
 * so generated ISBNs parse as valid with `isbn3`. The article numbers after the prefix are
 * synthetic: generated ISBNs are not claimed to identify real books.
 *
 * Lists are in popularity order (drawn with Zipf ranks).
 */
import type { Area } from './topics.ts';

export interface Publisher {
  place: string;
  name: string;
  country: string;
  isbnPrefix: string;
  /** Areas the publisher is known for ('any' = general). */
  areas: readonly (Area | 'any')[];
}

function p(place: string, name: string, country: string, isbnPrefix: string, areas: string): Publisher {
  return {
    place: place.normalize('NFC'),
    name: name.normalize('NFC'),
    country,
    isbnPrefix,
    areas: areas.split(',') as (Area | 'any')[],
  };
}

export const POR_PUBLISHERS: readonly Publisher[] = [
  p('São Paulo', 'Atlas', 'bl ', '97885224', 'adm,econ,law,sci'),
  p('São Paulo', 'Cortez', 'bl ', '97885249', 'edu,soc'),
  p('Rio de Janeiro', 'Zahar', 'bl ', '97885378', 'soc,hist,phil,any'),
  p('São Paulo', 'Saraiva', 'bl ', '97885020', 'law,adm,econ'),
  p('São Paulo', 'Companhia das Letras', 'bl ', '97885359', 'lit,hist,soc,any'),
  p('Petrópolis', 'Vozes', 'bl ', '97885326', 'edu,soc,phil'),
  p('Porto Alegre', 'Artmed', 'bl ', '97885363', 'health,edu'),
  p('Rio de Janeiro', 'Guanabara Koogan', 'bl ', '97885277', 'health'),
  p('Campinas', 'Papirus', 'bl ', '97885308', 'edu'),
  p('São Paulo', 'Contexto', 'bl ', '97885724', 'hist,lit,soc'),
  p('Porto Alegre', 'Bookman', 'bl ', '97885778', 'comp,eng,sci'),
  p('Rio de Janeiro', 'LTC', 'bl ', '97885216', 'eng,sci,comp'),
  p('São Paulo', 'Blucher', 'bl ', '97885212', 'eng,sci'),
  p('Belo Horizonte', 'Autêntica', 'bl ', '97885751', 'edu,lit,phil'),
  p('São Paulo', 'Editora Unesp', 'bl ', '97885393', 'any'),
  p('São Paulo', 'Edusp', 'bl ', '97885314', 'any'),
  p('Rio de Janeiro', 'Civilização Brasileira', 'bl ', '97885200', 'hist,soc,lit'),
  p('Rio de Janeiro', 'Record', 'bl ', '97885010', 'lit,any'),
  p('Rio de Janeiro', 'Rocco', 'bl ', '97885325', 'lit'),
  p('São Paulo', 'Martins Fontes', 'bl ', '97885336', 'phil,arts,lit'),
  p('São Paulo', 'Paz e Terra', 'bl ', '97885219', 'edu,soc,hist'),
  p('São Paulo', 'Perspectiva', 'bl ', '97885273', 'arts,phil,lit'),
  p('Rio de Janeiro', 'Forense', 'bl ', '97885309', 'law'),
  p('São Paulo', 'Manole', 'bl ', '97885204', 'health'),
  p('Rio de Janeiro', 'Elsevier', 'bl ', '97885352', 'health,adm,comp,eng'),
  p('São Paulo', 'Pearson Prentice Hall', 'bl ', '97885430', 'adm,eng,comp,econ'),
  p('Campinas', 'Autores Associados', 'bl ', '97885851', 'edu'),
  p('Rio de Janeiro', 'FGV Editora', 'bl ', '97885225', 'adm,econ,hist'),
  p('São Paulo', 'Boitempo', 'bl ', '97885759', 'soc,econ,phil'),
  p('São Paulo', 'Hucitec', 'bl ', '97885271', 'health,soc'),
  p('Belo Horizonte', 'Editora UFMG', 'bl ', '97885423', 'any'),
  p('Porto Alegre', 'Editora da UFRGS', 'bl ', '97885386', 'any'),
  p('Salvador', 'EDUFBA', 'bl ', '97885232', 'any'),
  p('Florianópolis', 'Editora da UFSC', 'bl ', '97885328', 'any'),
  p('Brasília', 'Editora UnB', 'bl ', '97885230', 'any'),
  p('Brasília', 'Ipea', 'bl ', '97885780', 'econ,soc'),
  p('Curitiba', 'Juruá', 'bl ', '97885362', 'law'),
  p('Curitiba', 'Appris', 'bl ', '97885473', 'edu,soc'),
  p('Belo Horizonte', 'Del Rey', 'bl ', '97885384', 'law'),
  p('Campinas', 'Editora da Unicamp', 'bl ', '97885268', 'any'),
  p('Porto Alegre', 'Penso', 'bl ', '97885840', 'edu,health'),
  p('São Paulo', 'Moderna', 'bl ', '97885160', 'edu'),
  p('São Paulo', 'Ática', 'bl ', '97885080', 'lit,edu'),
  p('Recife', 'Editora UFPE', 'bl ', '97885415', 'any'),
  p('Viçosa', 'Editora UFV', 'bl ', '97885726', 'agr,env'),
  p('Cidade Exemplo', 'Editora da Universidade Federal do Exemplo', 'bl ', '97865000', 'any'),
  p('Lisboa', 'Edições 70', 'po ', '97897244', 'phil,hist,soc'),
  p('Coimbra', 'Almedina', 'po ', '97897240', 'law'),
  p('Lisboa', 'Fundação Calouste Gulbenkian', 'po ', '97897231', 'any'),
  p('Porto', 'Porto Editora', 'po ', '97897200', 'lit,edu'),
];

export const SPA_PUBLISHERS: readonly Publisher[] = [
  p('Madrid', 'Cátedra', 'sp ', '97884376', 'lit,arts'),
  p('México', 'Fondo de Cultura Económica', 'mx ', '97896816', 'any'),
  p('Madrid', 'Alianza', 'sp ', '97884206', 'any'),
  p('Barcelona', 'Paidós', 'sp ', '97884493', 'soc,phil,edu'),
  p('Buenos Aires', 'Siglo XXI Editores', 'ag ', '97898762', 'soc,hist,econ'),
  p('Barcelona', 'Anagrama', 'sp ', '97884339', 'lit,phil'),
  p('Madrid', 'Síntesis', 'sp ', '97884975', 'edu,sci'),
  p('Madrid', 'Tecnos', 'sp ', '97884309', 'law,phil'),
  p('Barcelona', 'Ariel', 'sp ', '97884344', 'law,econ,soc'),
  p('Barcelona', 'Gedisa', 'sp ', '97884743', 'soc,phil,edu'),
  p('Madrid', 'Morata', 'sp ', '97884713', 'edu'),
  p('Madrid', 'Akal', 'sp ', '97884460', 'hist,arts'),
  p('Barcelona', 'Crítica', 'sp ', '97884843', 'hist'),
  p('Barcelona', 'Tusquets', 'sp ', '97884831', 'lit'),
  p('Buenos Aires', 'Eudeba', 'ag ', '97895023', 'any'),
  p('Buenos Aires', 'Editorial Sudamericana', 'ag ', '97895007', 'lit'),
  p('Bogotá', 'Universidad Nacional de Colombia', 'ck ', '97895870', 'any'),
  p('Santiago de Chile', 'Editorial Universitaria', 'cl ', '97895611', 'any'),
  p('México', 'Siglo XXI', 'mx ', '97896823', 'soc,hist,econ'),
  p('México', 'UNAM', 'mx ', '97860702', 'any'),
  p('Madrid', 'McGraw-Hill/Interamericana de España', 'sp ', '97884481', 'health,eng,adm'),
  p('Barcelona', 'Elsevier España', 'sp ', '97884458', 'health'),
];

export const ENG_PUBLISHERS: readonly Publisher[] = [
  p('New York', 'Routledge', 'nyu', '9780415', 'soc,edu,hist,phil'),
  p('Oxford', 'Oxford University Press', 'enk', '9780199', 'any'),
  p('Cambridge', 'Cambridge University Press', 'enk', '9780521', 'any'),
  p('Hoboken, NJ', 'Wiley', 'nju', '9780471', 'sci,eng,adm,comp'),
  p('Thousand Oaks, CA', 'Sage', 'cau', '9780761', 'soc,edu'),
  p('Cambridge, MA', 'MIT Press', 'mau', '9780262', 'comp,sci,econ'),
  p('Chicago', 'University of Chicago Press', 'ilu', '9780226', 'soc,hist,econ'),
  p('Princeton, NJ', 'Princeton University Press', 'nju', '9780691', 'econ,hist,phil,sci'),
  p('Cambridge, MA', 'Harvard University Press', 'mau', '9780674', 'hist,phil,econ'),
  p('New York', 'McGraw-Hill', 'nyu', '9780070', 'eng,adm,health,comp'),
  p('London', 'Penguin', 'enk', '9780141', 'lit,hist'),
  p('London', 'Verso', 'enk', '9781844', 'soc,phil'),
  p('New York', 'Columbia University Press', 'nyu', '9780231', 'lit,soc'),
  p('Cham', 'Springer', 'sz ', '9783030', 'sci,comp,eng,health'),
  p('Boston', 'Pearson', 'mau', '9780134', 'comp,econ,sci'),
  p('Amsterdam', 'Elsevier', 'ne ', '9780128', 'sci,health,eng'),
  p('London', 'Bloomsbury Academic', 'enk', '9781350', 'edu,arts,phil'),
  p('Philadelphia', 'Lippincott Williams & Wilkins', 'pau', '9780781', 'health'),
  p('Austin', 'University of Texas Press', 'txu', '9780292', 'hist,arts,lit'),
  p('Durham', 'Duke University Press', 'ncu', '9780822', 'soc,hist,lit'),
];
