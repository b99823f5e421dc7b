import { describe, expect, it } from 'vitest';
import { controlFieldValue, type MarcRecord } from './marc-record.ts';
import { readMarcXml } from './marcxml-reader.ts';
import { recordToMarcXmlElement, toMarcXml } from './marcxml-writer.ts';
import { acceptedRecords, collect, inChunks, readSampleBytes } from './sample-data.testing.ts';

// Each of these reads real sample files: a few seconds in all, more on a busy machine.
const SLOW = { timeout: 60_000 };

// The first 20 Nepali records (Devanagari: three bytes a character), still a well-formed collection.
const nepaliText = readSampleBytes('evergreen_nepali.xml').toString('utf8');
const cut = nepaliText.split('</record>').slice(0, 20).join('</record>');
const nepaliXml = Buffer.from(`${cut}</record></collection>`, 'utf8');
const readXml = async (xml: string | Buffer, chunk = 4096) =>
  collect(readMarcXml(inChunks(Buffer.isBuffer(xml) ? xml : Buffer.from(xml, 'utf8'), chunk)));

const records = acceptedRecords(await readXml(readSampleBytes('qa_catalogue_yale_thomas_mann.xml'))).slice(0, 6);
const ids = records.map((record) => controlFieldValue(record, '001'));

/** The same document with every MARCXML element written as `marc:name`. */
function withPrefix(xml: string): string {
  return xml
    .replace(/<collection xmlns="([^"]+)">/, '<marc:collection xmlns:marc="$1">')
    .replace(/<(\/?)(collection|record|leader|controlfield|datafield|subfield)\b/g, '<$1marc:$2');
}

describe('readMarcXml', SLOW, () => {
  it('reads a sample file whole or in chunks that split multi-byte characters', async () => {
    const whole = await readXml(nepaliXml);
    expect(acceptedRecords(whole)).toHaveLength(20);
    expect(await readXml(nepaliXml, 5)).toEqual(whole);
  });

  it('reads records with a namespace prefix, with no namespace, and a lone <record> root', async () => {
    const plain = toMarcXml(records);
    expect(acceptedRecords(await readXml(withPrefix(plain)))).toEqual(records);
    expect(acceptedRecords(await readXml(plain.replace(/ xmlns="[^"]+"/, '')))).toEqual(records);
    const single = `<?xml version="1.0"?>\n${recordToMarcXmlElement(records[0] as MarcRecord, { namespace: true })}`;
    expect(acceptedRecords(await readXml(single))).toEqual([records[0]]);
  });

  it('decodes entities and character references, and normalises to NFC', async () => {
    const xml = `<record><leader>00000nam  2200000 a 4500</leader><controlfield tag="001">A&amp;B</controlfield>
      <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Jose&#x301; &lt;&#233;&gt; <![CDATA[R&D]]></subfield></datafield></record>`;
    const [record] = acceptedRecords(await readXml(xml));
    expect(record).toEqual({
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '001', value: 'A&B' },
        { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'José <é> R&D' }] },
      ],
    });
  });

  it('honours the encoding named in the XML declaration', async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
<record><leader>00000nam a2200000 a 4500</leader><datafield tag="245" ind1="0" ind2="0"><subfield code="a">Ação</subfield></datafield></record>`;
    const [record] = acceptedRecords(await readXml(Buffer.from(xml, 'latin1'), 3));
    expect(record?.fields).toEqual([{ tag: '245', ind1: '0', ind2: '0', subfields: [{ code: 'a', value: 'Ação' }] }]);
  });

  it('takes MARC records out of an OAI-PMH response and ignores its own <record> elements', async () => {
    const xml = `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords>${records
      .slice(0, 2)
      .map(
        (record) =>
          `<record><header><identifier>x</identifier></header><metadata>${recordToMarcXmlElement(record, { namespace: true })}</metadata></record>`,
      )
      .join('')}</ListRecords></OAI-PMH>`;
    expect(acceptedRecords(await readXml(xml))).toEqual(records.slice(0, 2));
  });

  it('rejects malformed records with their position and reason, and reads the others', async () => {
    const elements = records.map((record) => recordToMarcXmlElement(record));
    elements[1] = (elements[1] as string).replace(/<datafield tag="\d{3}"/, '<datafield tag="24"');
    elements[3] = (elements[3] as string).replace('</subfield>', '</subfeld>');
    elements[4] = (elements[4] as string).replace(/(<subfield code="a">)/, '$1AT&T ');
    const xml = `<collection xmlns="http://www.loc.gov/MARC21/slim">\n${elements.join('')}</collection>\n`;
    const results = await readXml(xml, 1000);
    expect(results.map((result) => [result.position, result.ok])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
      [6, true],
    ]);
    expect(results[1]).toMatchObject({ reason: 'field tag "24" does not have 3 characters', controlNumber: ids[1] });
    expect(results[3]).toMatchObject({ reason: expect.stringMatching(/malformed XML: .*close tag.*line \d+/i) });
    expect(results[4]).toMatchObject({ reason: expect.stringMatching(/malformed XML: .*entity/i) });
    expect(results.filter((result) => result.ok).map((result) => result.ok && result.record)).toEqual([
      records[0],
      records[2],
      records[5],
    ]);
  });

  it('rejects a record cut off by the end of the file', async () => {
    const xml = toMarcXml(records.slice(0, 2));
    const results = await readXml(xml.slice(0, xml.lastIndexOf('<datafield')), 1000);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(results[1]).toMatchObject({ position: 2, reason: expect.stringMatching(/ends inside this record/) });
  });
});
