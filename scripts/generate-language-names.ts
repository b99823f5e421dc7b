/**
 * `node --import tsx scripts/generate-language-names.ts`: writes the names of the languages most catalogues hold
 * into each interface language's `common.json` (`languageNames`, keyed by MARC 21 language code), from Node's ICU
 * data (CLDR), as the browser would name them. The web names a record's language from there
 * (web/src/lib/language-name.ts): on a phone, the browser's first Intl.DisplayNames loads its locale data in one
 * task of 50–90 ms (CPU slowed four times, as Lighthouse's mobile profile does), which a title page paid on its first
 * render. A code missing here still gets its name from Intl.DisplayNames. Run it again after adding a code; the
 * names can be edited by hand afterwards like any translation.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * MARC 21 language codes (ISO 639-2/B) frequent in library catalogues, those of South America's indigenous
 * languages included; `mul` is "multiple languages".
 */
const CODES = (
  'afr alb ara arm baq bel ben bos bul cat chi cze dan dut eng epo est fin fre geo ger gla gle glg grc gre grn guj hat heb hin hrv hun ice ind ita jpn kor lat lav ' +
  'lit ltz mac may mlt mon mul nep nor oci pan per pol por que roh rum rus san slo slv spa srp swa swe tam tel tha tib tur ukr urd vie wel yid yor zul'
).split(' ');

const localesDir = path.resolve(import.meta.dirname, '../web/src/locales');
const languages = fs
  .readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
for (const language of languages) {
  const file = path.join(localesDir, language, 'common.json');
  const common = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
  const languageNames: Record<string, string> = {};
  for (const code of CODES) {
    const name = names.of(code);
    if (!name) throw new Error(`ICU has no name for ${code} in ${language}`);
    // As lib/language-name.ts shows a name from Intl.DisplayNames: with a capital, as a label's value.
    languageNames[code] = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  }
  common.languageNames = languageNames;
  fs.writeFileSync(file, `${JSON.stringify(common, null, 2)}\n`);
  console.log(`${language}: ${CODES.length} language names`);
}
