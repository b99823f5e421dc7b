/** Personal names in the heading forms Brazilian, Spanish and English cataloguing use. */
import type { Rng } from './prng.ts';
import {
  ENG_GIVEN_FEMALE,
  ENG_GIVEN_MALE,
  ENG_SURNAMES,
  POR_GIVEN_FEMALE,
  POR_GIVEN_MALE,
  POR_SECOND_FEMALE,
  POR_SECOND_MALE,
  POR_SUFFIXES,
  POR_SURNAMES,
  SPA_GIVEN_FEMALE,
  SPA_GIVEN_MALE,
  SPA_SECOND_FEMALE,
  SPA_SECOND_MALE,
  SPA_SURNAMES,
} from './vocabulary/names.ts';
import type { Lang } from './vocabulary/words.ts';

export interface Person {
  /** Inverted heading without dates: "Silva, Maria Aparecida da". */
  heading: string;
  /** Direct order, for statements of responsibility: "Maria Aparecida da Silva". */
  natural: string;
  /** Entry element, for Cutter marks: "Silva". */
  surname: string;
  /** $d: "1956-" or "1921-1997" (empty if none). */
  dates: string;
  female: boolean;
}

const ENG_INITIALS = 'ABCDEFGHJKLMNPRSTW';

/** A person of the given language: Brazilian, Hispanic or English name. */
export function makePerson(rng: Rng, lang: Lang, withDates = 0.12): Person {
  const female = rng.chance(0.5);
  let heading: string;
  let natural: string;
  let surname: string;
  if (lang === 'por') {
    let given = rng.zipf(female ? POR_GIVEN_FEMALE : POR_GIVEN_MALE, 2);
    if (rng.chance(0.5)) {
      const second = rng.zipf(female ? POR_SECOND_FEMALE : POR_SECOND_MALE, 2);
      if (second !== given) given = `${given} ${second}`;
    }
    const last = rng.zipf(POR_SURNAMES, 2);
    surname = last.name;
    let middle = '';
    if (rng.chance(0.35)) {
      const other = rng.zipf(POR_SURNAMES, 3);
      if (other.name !== last.name) middle = other.name;
    }
    if (!female && rng.chance(0.04)) {
      // Brazilian practice: the suffix is entered with the surname ("Ribeiro Filho, José").
      const suffix = rng.pick(POR_SUFFIXES);
      heading = `${surname} ${suffix}, ${given}${middle ? ` ${middle}` : ''}`;
      natural = `${given}${middle ? ` ${middle}` : ''} ${surname} ${suffix}`;
    } else {
      const particle = last.particle && rng.chance(0.45) ? last.particle : '';
      const tail = [middle, particle].filter(Boolean).join(' ');
      heading = `${surname}, ${given}${tail ? ` ${tail}` : ''}`;
      natural = `${given}${tail ? ` ${tail}` : ''} ${surname}`;
    }
  } else if (lang === 'spa') {
    let given = rng.zipf(female ? SPA_GIVEN_FEMALE : SPA_GIVEN_MALE, 2);
    if (rng.chance(0.35)) given = `${given} ${rng.pick(female ? SPA_SECOND_FEMALE : SPA_SECOND_MALE)}`;
    const first = rng.zipf(SPA_SURNAMES, 2);
    const second = rng.chance(0.65) ? rng.zipf(SPA_SURNAMES, 2) : '';
    surname = second && second !== first ? `${first} ${second}` : first;
    heading = `${surname}, ${given}`;
    natural = `${given} ${surname}`;
  } else {
    const given = rng.zipf(female ? ENG_GIVEN_FEMALE : ENG_GIVEN_MALE, 2);
    const initial = rng.chance(0.5) ? ` ${ENG_INITIALS[rng.int(0, ENG_INITIALS.length - 1)]}.` : '';
    surname = rng.zipf(ENG_SURNAMES, 2);
    heading = `${surname}, ${given}${initial}`;
    natural = `${given}${initial} ${surname}`;
  }
  let dates = '';
  if (rng.chance(withDates)) {
    const born = rng.int(1920, 1992);
    dates = born < 1950 && rng.chance(0.4) ? `${born}-${born + rng.int(55, 92)}` : `${born}-`;
  }
  return { heading, natural, surname, dates, female };
}

/** Well-known people for 600 subjects and composers, as authorised headings with dates. */
export interface KnownPerson {
  heading: string;
  dates: string;
}

function known(spec: string): readonly KnownPerson[] {
  return spec
    .trim()
    .split(/\s*;\s*/)
    .map((entry) => {
      const [heading = '', dates = ''] = entry.split('|');
      return { heading: heading.normalize('NFC'), dates };
    });
}

export const SUBJECT_PEOPLE: Record<Lang, readonly KnownPerson[]> = {
  por: known(`Assis, Machado de|1839-1908; Freire, Paulo|1921-1997; Rosa, João Guimarães|1908-1967;
    Lispector, Clarice|1920-1977; Andrade, Carlos Drummond de|1902-1987; Vargas, Getúlio|1882-1954;
    Ramos, Graciliano|1892-1953; Amado, Jorge|1912-2001; Bandeira, Manuel|1886-1968; Andrade, Mário de|1893-1945;
    Kubitschek, Juscelino|1902-1976; Meireles, Cecília|1901-1964; Teixeira, Anísio|1900-1971;
    Cruz, Oswaldo|1872-1917; Niemeyer, Oscar|1907-2012; Portinari, Candido|1903-1962`),
  spa: known(`Borges, Jorge Luis|1899-1986; García Márquez, Gabriel|1927-2014; Neruda, Pablo|1904-1973;
    Cervantes Saavedra, Miguel de|1547-1616; Paz, Octavio|1914-1998; Mistral, Gabriela|1889-1957;
    Bolívar, Simón|1783-1830; Cortázar, Julio|1914-1984; Rulfo, Juan|1917-1986; Kahlo, Frida|1907-1954`),
  eng: known(`Shakespeare, William|1564-1616; Darwin, Charles|1809-1882; Dewey, John|1859-1952;
    Woolf, Virginia|1882-1941; Joyce, James|1882-1941; Keynes, John Maynard|1883-1946; Orwell, George|1903-1950;
    Dickens, Charles|1812-1870; Austen, Jane|1775-1817; Lincoln, Abraham|1809-1865`),
};

export const COMPOSERS: Record<Lang, readonly KnownPerson[]> = {
  por: known(`Villa-Lobos, Heitor|1887-1959; Nazareth, Ernesto|1863-1934; Gnattali, Radamés|1906-1988;
    Guarnieri, Camargo|1907-1993; Mignone, Francisco|1897-1986; Gomes, Carlos|1836-1896; Pixinguinha|1897-1973;
    Jobim, Antonio Carlos|1927-1994; Santoro, Claudio|1919-1989; Nepomuceno, Alberto|1864-1920;
    Gonzaga, Chiquinha|1847-1935; Garoto|1915-1955`),
  spa: known(`Piazzolla, Astor|1921-1992; Ginastera, Alberto|1916-1983; Falla, Manuel de|1876-1946;
    Albéniz, Isaac|1860-1909; Granados, Enrique|1867-1916; Chávez, Carlos|1899-1978; Rodrigo, Joaquín|1901-1999;
    Tárrega, Francisco|1852-1909; Barrios Mangoré, Agustín|1885-1944`),
  eng: known(`Bach, Johann Sebastian|1685-1750; Beethoven, Ludwig van|1770-1827; Mozart, Wolfgang Amadeus|1756-1791;
    Chopin, Frédéric|1810-1849; Gershwin, George|1898-1937; Copland, Aaron|1900-1990; Debussy, Claude|1862-1918;
    Brahms, Johannes|1833-1897; Schubert, Franz|1797-1828; Britten, Benjamin|1913-1976`),
};

/** "Villa-Lobos, Heitor" → "Heitor Villa-Lobos"; "Pixinguinha" stays. */
export function naturalOrder(heading: string): string {
  const comma = heading.indexOf(', ');
  return comma < 0 ? heading : `${heading.slice(comma + 2)} ${heading.slice(0, comma)}`;
}
