/**
 * Personal and corporate names. Lists are in popularity order (drawn with Zipf ranks), so
 * "Silva" and "García" are very common surnames and the tail is rare, as in real catalogues.
 */
import type { Area } from './topics.ts';

const nfc = (items: readonly string[]): readonly string[] => items.map((item) => item.normalize('NFC'));

// ---- Brazilian / Portuguese --------------------------------------------------------------

export const POR_GIVEN_FEMALE = nfc([
  'Maria', 'Ana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Adriana', 'Luciana', 'Cláudia', 'Sandra',
  'Camila', 'Mariana', 'Vera', 'Regina', 'Helena', 'Beatriz', 'Cristina', 'Sônia', 'Lúcia', 'Raquel',
  'Aline', 'Vanessa', 'Gabriela', 'Renata', 'Simone', 'Tatiana', 'Carolina', 'Denise', 'Eliane', 'Marta',
  'Isabel', 'Larissa', 'Letícia', 'Júlia', 'Amanda', 'Bruna', 'Rosângela', 'Francisca', 'Antônia', 'Débora',
  'Flávia', 'Heloísa', 'Ivone', 'Jaqueline', 'Kátia', 'Lívia', 'Mônica', 'Neusa', 'Olga', 'Priscila',
  'Rejane', 'Silvana', 'Teresa', 'Valéria', 'Yara', 'Zuleica', 'Iara', 'Conceição', 'Glória', 'Lourdes',
]);

export const POR_GIVEN_MALE = nfc([
  'José', 'João', 'Antônio', 'Carlos', 'Paulo', 'Luiz', 'Francisco', 'Pedro', 'Marcos', 'Luís',
  'Ricardo', 'Fernando', 'Roberto', 'Eduardo', 'Marcelo', 'Rafael', 'Sérgio', 'Jorge', 'André', 'Rodrigo',
  'Gustavo', 'Daniel', 'Bruno', 'Felipe', 'Fábio', 'Márcio', 'Alexandre', 'Leonardo', 'Lucas', 'Gabriel',
  'Thiago', 'Mário', 'Renato', 'Cláudio', 'Vinícius', 'Henrique', 'Otávio', 'Raimundo', 'Sebastião', 'Joaquim',
  'Manoel', 'Wagner', 'Álvaro', 'Augusto', 'Caio', 'Davi', 'Edson', 'Fabrício', 'Gilberto', 'Heitor',
  'Ivan', 'Júlio', 'Leandro', 'Maurício', 'Nelson', 'Osvaldo', 'Reinaldo', 'Silvio', 'Tiago', 'Wellington',
]);

/** Second forenames that follow the first ("Maria Aparecida", "João Carlos"). */
export const POR_SECOND_FEMALE = nfc([
  'Aparecida', 'Paula', 'Cristina', 'Lúcia', 'Helena', 'Clara', 'Luiza', 'Beatriz', 'Fernanda', 'Cecília',
  'Eduarda', 'Isabel', 'Teresa', 'Regina', 'Elisa', 'Amélia', 'Vitória', 'Rita', 'Inês', 'Augusta',
]);
export const POR_SECOND_MALE = nfc([
  'Carlos', 'Roberto', 'Eduardo', 'Henrique', 'Fernando', 'Augusto', 'Paulo', 'Antônio', 'Luiz', 'Ricardo',
  'Pedro', 'Francisco', 'Cesar', 'Alberto', 'Guilherme', 'Vitor', 'Otávio', 'Renato', 'Marcelo', 'Gabriel',
]);

/**
 * Surnames with the particle a Brazilian name usually carries before them ("Maria da Silva"),
 * which AACR2/RDA moves after the forenames: "Silva, Maria da".
 */
export const POR_SURNAMES: readonly { name: string; particle: string }[] = (
  [
    ['Silva', 'da'], ['Santos', 'dos'], ['Oliveira', 'de'], ['Souza', 'de'], ['Rodrigues', ''],
    ['Ferreira', ''], ['Alves', ''], ['Pereira', ''], ['Lima', ''], ['Gomes', ''],
    ['Costa', 'da'], ['Ribeiro', ''], ['Martins', ''], ['Carvalho', 'de'], ['Almeida', 'de'],
    ['Lopes', ''], ['Soares', ''], ['Fernandes', ''], ['Vieira', ''], ['Barbosa', ''],
    ['Rocha', 'da'], ['Dias', ''], ['Nascimento', 'do'], ['Andrade', 'de'], ['Moreira', ''],
    ['Nunes', ''], ['Marques', ''], ['Machado', ''], ['Mendes', ''], ['Freitas', 'de'],
    ['Cardoso', ''], ['Ramos', ''], ['Gonçalves', ''], ['Santana', ''], ['Teixeira', ''],
    ['Araújo', 'de'], ['Moura', ''], ['Campos', ''], ['Cavalcanti', ''], ['Azevedo', 'de'],
    ['Monteiro', ''], ['Pinto', ''], ['Correia', ''], ['Castro', 'de'], ['Bezerra', ''],
    ['Medeiros', 'de'], ['Duarte', ''], ['Mello', 'de'], ['Brandão', ''], ['Sampaio', ''],
    ['Siqueira', 'de'], ['Queiroz', 'de'], ['Tavares', ''], ['Fonseca', 'da'], ['Magalhães', ''],
    ['Guimarães', ''], ['Figueiredo', 'de'], ['Bastos', ''], ['Coelho', ''], ['Peixoto', ''],
    ['Xavier', ''], ['Barros', 'de'], ['Farias', ''], ['Cunha', 'da'], ['Pimentel', ''],
    ['Miranda', ''], ['Leite', ''], ['Batista', ''], ['Rezende', ''], ['Assis', 'de'],
    ['Aguiar', ''], ['Cordeiro', ''], ['Prado', 'do'], ['Sales', ''], ['Vasconcelos', 'de'],
    ['Holanda', 'de'], ['Bittencourt', ''], ['Toledo', ''], ['Falcão', ''], ['Amaral', 'do'],
    ['Lacerda', ''], ['Vilela', ''], ['Nogueira', ''], ['Pacheco', ''], ['Fagundes', ''],
    ['Moraes', 'de'], ['Reis', 'dos'], ['Paiva', ''], ['Abreu', 'de'], ['Rangel', ''],
    ['Tanaka', ''], ['Nakamura', ''], ['Schmidt', ''], ['Rossi', ''], ['Haddad', ''],
    ['Werneck', ''], ['Bianchi', ''], ['Yamamoto', ''], ['Müller', ''], ['Quintella', ''],
    ['Anjos', 'dos'], ['Carmo', 'do'], ['Sobral', ''], ['Valadares', ''], ['Jardim', ''],
  ] as const
).map(([name, particle]) => ({ name: name.normalize('NFC'), particle }));

/** Brazilian generational suffixes, entered with the surname: "Ribeiro Filho, José". */
export const POR_SUFFIXES = ['Filho', 'Neto', 'Júnior', 'Sobrinho'].map((s) => s.normalize('NFC'));

// ---- Spanish -------------------------------------------------------------------------------

export const SPA_GIVEN_FEMALE = nfc([
  'María', 'Ana', 'Carmen', 'Laura', 'Isabel', 'Lucía', 'Marta', 'Elena', 'Patricia', 'Sofía',
  'Beatriz', 'Cristina', 'Pilar', 'Rosa', 'Teresa', 'Silvia', 'Mercedes', 'Gabriela', 'Verónica', 'Claudia',
  'Mónica', 'Alicia', 'Inés', 'Julia', 'Victoria', 'Adriana', 'Paula', 'Lorena', 'Susana', 'Natalia',
  'Ximena', 'Guadalupe', 'Rocío', 'Soledad', 'Montserrat',
]);
export const SPA_GIVEN_MALE = nfc([
  'José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Antonio', 'Manuel', 'Francisco', 'Javier',
  'Pedro', 'Alejandro', 'Fernando', 'Rafael', 'Pablo', 'Andrés', 'Diego', 'Gabriel', 'Ricardo', 'Eduardo',
  'Sergio', 'Raúl', 'Alberto', 'Ignacio', 'Héctor', 'Gonzalo', 'Álvaro', 'Ramón', 'Enrique', 'Óscar',
  'Joaquín', 'Rodrigo', 'Mariano', 'Ernesto', 'Fidel',
]);
export const SPA_SECOND_FEMALE = nfc(['del Carmen', 'José', 'Teresa', 'Elena', 'Luisa', 'Isabel', 'Eugenia', 'Fernanda']);
export const SPA_SECOND_MALE = nfc(['Luis', 'Carlos', 'Antonio', 'Pablo', 'Manuel', 'Ignacio', 'Alberto', 'Miguel']);
export const SPA_SURNAMES = nfc([
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Muñoz', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Suárez',
  'Molina', 'Morales', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez',
  'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto',
  'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera', 'Peña', 'Flores',
  'Cabrera', 'Campos', 'Vega', 'Fuentes', 'Carrasco', 'Díez', 'Caballero', 'Reyes', 'Nieto', 'Aguilar',
  'Pascual', 'Herrero', 'Lorenzo', 'Montero', 'Hidalgo', 'Giménez', 'Ibáñez', 'Ferrer', 'Durán', 'Benítez',
  'Mora', 'Vargas', 'Arias', 'Carmona', 'Crespo', 'Román', 'Pastor', 'Soto', 'Sáez', 'Velasco',
  'Echeverría', 'Zapata', 'Quiroga', 'Bustamante', 'Villalobos', 'Urrutia', 'Arregui', 'Zúñiga', 'Olmedo', 'Ocampo',
]);

// ---- English -------------------------------------------------------------------------------

export const ENG_GIVEN_FEMALE = nfc([
  'Mary', 'Elizabeth', 'Sarah', 'Jennifer', 'Susan', 'Margaret', 'Patricia', 'Linda', 'Barbara', 'Karen',
  'Helen', 'Anne', 'Catherine', 'Emily', 'Rachel', 'Laura', 'Alice', 'Jane', 'Rebecca', 'Deborah',
  'Judith', 'Frances', 'Ruth', 'Caroline', 'Hannah',
]);
export const ENG_GIVEN_MALE = nfc([
  'John', 'James', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Thomas', 'Charles', 'Mark',
  'Paul', 'Peter', 'George', 'Daniel', 'Andrew', 'Stephen', 'Christopher', 'Edward', 'Kenneth', 'Henry',
  'Anthony', 'Joseph', 'Brian', 'Timothy', 'Frederick',
]);
export const ENG_SURNAMES = nfc([
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
  'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker',
  'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards',
  'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Bailey',
  'Reed', 'Kelly', 'Howard', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Wood', 'Bennett',
  'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', 'Jenkins',
  'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher', 'Graham',
  'Hamilton', 'Wallace', 'Cole', 'Hayes', 'Gibson', 'Kennedy', 'Marshall', 'Owens', 'Harrison', 'Fletcher',
  "O'Brien", 'McDonald', 'Gordon', 'Lockwood', 'Pemberton', 'Whitfield', 'Ashworth', 'Thornbury', 'Kowalski', 'Nguyen',
]);

// ---- Corporate bodies ----------------------------------------------------------------------

export interface CorporateBody {
  name: string;
  /** Subordinate unit, entered after a full stop ("Universidade X. Faculdade de Educação"). */
  unit?: string;
  area: Area | 'any';
}

function cb(name: string, unit: string | undefined, area: Area | 'any'): CorporateBody {
  return unit === undefined
    ? { name: name.normalize('NFC'), area }
    : { name: name.normalize('NFC'), unit: unit.normalize('NFC'), area };
}

export const POR_CORPORATE: readonly CorporateBody[] = [
  cb('Brasil', 'Ministério da Educação', 'edu'),
  cb('Instituto Brasileiro de Geografia e Estatística', undefined, 'any'),
  cb('Brasil', 'Ministério da Saúde', 'health'),
  cb('Universidade Federal de Minas Gerais', 'Faculdade de Educação', 'edu'),
  cb('Universidade de São Paulo', 'Faculdade de Saúde Pública', 'health'),
  cb('Instituto de Pesquisa Econômica Aplicada', undefined, 'econ'),
  cb('Fundação Oswaldo Cruz', undefined, 'health'),
  cb('Empresa Brasileira de Pesquisa Agropecuária', undefined, 'agr'),
  cb('Universidade Estadual de Campinas', 'Instituto de Economia', 'econ'),
  cb('Instituto Nacional de Estudos e Pesquisas Educacionais Anísio Teixeira', undefined, 'edu'),
  cb('Fundação Getulio Vargas', undefined, 'adm'),
  cb('Brasil', 'Supremo Tribunal Federal', 'law'),
  cb('Universidade Federal do Rio de Janeiro', 'Escola Politécnica', 'eng'),
  cb('Universidade de Brasília', 'Faculdade de Direito', 'law'),
  cb('Universidade Federal do Rio Grande do Sul', 'Faculdade de Educação', 'edu'),
  cb('Brasil', 'Ministério do Meio Ambiente', 'env'),
  cb('Conselho Nacional de Desenvolvimento Científico e Tecnológico (Brasil)', undefined, 'sci'),
  cb('Universidade Federal da Bahia', 'Instituto de Letras', 'lit'),
  cb('Brasil', 'Congresso Nacional. Câmara dos Deputados', 'law'),
  cb('Universidade Federal do Exemplo', 'Programa de Pós-Graduação em Educação', 'edu'),
  cb('Sociedade Brasileira de Computação', undefined, 'comp'),
  cb('Associação Brasileira de Normas Técnicas', undefined, 'eng'),
  cb('Instituto Socioambiental', undefined, 'env'),
  cb('Fundação Joaquim Nabuco', undefined, 'soc'),
];

export const SPA_CORPORATE: readonly CorporateBody[] = [
  cb('Comisión Económica para América Latina y el Caribe', undefined, 'econ'),
  cb('Universidad Nacional Autónoma de México', 'Instituto de Investigaciones Sociales', 'soc'),
  cb('Organización Panamericana de la Salud', undefined, 'health'),
  cb('Consejo Latinoamericano de Ciencias Sociales', undefined, 'soc'),
  cb('Universidad de Buenos Aires', 'Facultad de Filosofía y Letras', 'lit'),
  cb('España', 'Ministerio de Educación', 'edu'),
  cb('Consejo Superior de Investigaciones Científicas (España)', undefined, 'sci'),
  cb('Universidad de Chile', 'Facultad de Ciencias Sociales', 'soc'),
  cb('Universidad Nacional de Colombia', 'Facultad de Ingeniería', 'eng'),
  cb('Instituto Nacional de Estadística y Geografía (México)', undefined, 'any'),
];

export const ENG_CORPORATE: readonly CorporateBody[] = [
  cb('World Health Organization', undefined, 'health'),
  cb('Organisation for Economic Co-operation and Development', undefined, 'econ'),
  cb('World Bank', undefined, 'econ'),
  cb('UNESCO', undefined, 'edu'),
  cb('United Nations', 'Department of Economic and Social Affairs', 'soc'),
  cb('American Psychological Association', undefined, 'soc'),
  cb('National Research Council (U.S.)', undefined, 'sci'),
  cb('Institute of Electrical and Electronics Engineers', undefined, 'eng'),
  cb('Harvard University', 'Graduate School of Education', 'edu'),
  cb('Food and Agriculture Organization of the United Nations', undefined, 'agr'),
];

/** Universities that grant the degrees in 502 notes. */
export const POR_UNIVERSITIES: readonly { name: string; city: string }[] = [
  ['Universidade de São Paulo', 'São Paulo'],
  ['Universidade Federal de Minas Gerais', 'Belo Horizonte'],
  ['Universidade Estadual de Campinas', 'Campinas'],
  ['Universidade Federal do Rio de Janeiro', 'Rio de Janeiro'],
  ['Universidade Federal do Rio Grande do Sul', 'Porto Alegre'],
  ['Universidade Federal do Exemplo', 'Cidade Exemplo'],
  ['Universidade de Brasília', 'Brasília'],
  ['Universidade Federal da Bahia', 'Salvador'],
  ['Universidade Federal de Pernambuco', 'Recife'],
  ['Universidade Federal de Santa Catarina', 'Florianópolis'],
  ['Universidade Federal do Paraná', 'Curitiba'],
  ['Pontifícia Universidade Católica de São Paulo', 'São Paulo'],
  ['Universidade Estadual Paulista', 'São Paulo'],
  ['Universidade Federal do Ceará', 'Fortaleza'],
  ['Universidade Federal de Goiás', 'Goiânia'],
  ['Universidade Federal do Pará', 'Belém'],
  ['Universidade Estadual do Exemplo', 'Vila Exemplo'],
  ['Universidade Federal de Viçosa', 'Viçosa'],
].map(([name, city]) => ({ name: (name as string).normalize('NFC'), city: (city as string).normalize('NFC') }));

export const SPA_UNIVERSITIES: readonly { name: string; city: string }[] = [
  ['Universidad Nacional Autónoma de México', 'México'],
  ['Universidad de Buenos Aires', 'Buenos Aires'],
  ['Universidad Complutense de Madrid', 'Madrid'],
  ['Universidad de Chile', 'Santiago de Chile'],
  ['Universidad Nacional de Colombia', 'Bogotá'],
  ['Universidad de Salamanca', 'Salamanca'],
  ['Universidad de la República', 'Montevideo'],
].map(([name, city]) => ({ name: (name as string).normalize('NFC'), city: (city as string).normalize('NFC') }));

export const ENG_UNIVERSITIES: readonly { name: string; city: string }[] = [
  ['University of California, Berkeley', 'Berkeley'],
  ['University of Texas at Austin', 'Austin'],
  ['University of Cambridge', 'Cambridge'],
  ['University of Oxford', 'Oxford'],
  ['Columbia University', 'New York'],
  ['University of Wisconsin--Madison', 'Madison'],
  ['University of London', 'London'],
].map(([name, city]) => ({ name: name as string, city: city as string }));
