// Issue 27, finding 8: only http, https, ftp and mailto links leave the catalogue. Expected values by hand.
import { describe, expect, it } from 'vitest';
import type { MarcRecord } from '../marc/marc-record.ts';
import { extractOnlineLinks, safeLinkUrl, servableLinks } from './links.ts';

describe('safeLinkUrl', () => {
  it.each([
    ['https://www.scielo.br/j/rbedu/', 'https://www.scielo.br/j/rbedu/'],
    ['http://hdl.loc.gov/loc.gmd/g3804n.ct000216', 'http://hdl.loc.gov/loc.gmd/g3804n.ct000216'],
    ['HTTPS://EXAMPLE.ORG/A', 'HTTPS://EXAMPLE.ORG/A'],
    ['ftp://ftp.example.org/pub/file.pdf', 'ftp://ftp.example.org/pub/file.pdf'],
    ['mailto:biblioteca@example.org', 'mailto:biblioteca@example.org'],
    // Catalogued without the scheme: the host name shows what was meant.
    ['www.ibge.gov.br/estatisticas', 'http://www.ibge.gov.br/estatisticas'],
    ['duke.edu', 'http://duke.edu'],
    ['www.example.org:8080/x', 'http://www.example.org:8080/x'],
    [' https://example.org/a b ', 'https://example.org/ab'],
  ])('serves %j as %j', (value, expected) => {
    expect(safeLinkUrl(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/api/admin/people',
    '//evil.example/x',
    '\\\\evil.example\\x',
    '',
    '   ',
  ])('does not serve %j', (value) => {
    expect(safeLinkUrl(value)).toBeUndefined();
  });
});

describe('856 $u links of a record', () => {
  const record: MarcRecord = {
    leader: '00000nam a2200000 a 4500',
    fields: [
      {
        tag: '856',
        ind1: '4',
        ind2: '0',
        subfields: [
          { code: 'u', value: 'javascript:alert(document.cookie)' },
          { code: 'u', value: 'https://example.org/full-text' },
          { code: 'y', value: 'Full text' },
        ],
      },
      { tag: '856', ind1: '4', ind2: '2', subfields: [{ code: 'u', value: ' JaVa\tScRiPt:alert(1)' }] },
      { tag: '856', ind1: '4', ind2: '1', subfields: [{ code: 'u', value: 'www.example.org/scan' }] },
    ],
  };

  it('keeps only the servable ones', () => {
    expect(extractOnlineLinks(record)).toEqual([
      { url: 'https://example.org/full-text', label: 'Full text', access: 'resource' },
      { url: 'http://www.example.org/scan', access: 'version' },
    ]);
  });

  it('filters links stored before the rule (servableLinks)', () => {
    expect(
      servableLinks([
        { url: 'javascript:alert(1)', access: 'resource' },
        { url: 'data:text/html,x', label: 'x', access: 'related' },
        { url: 'https://example.org/', label: 'site', access: 'resource' },
        { url: 'https://example.org/', access: 'version' },
      ]),
    ).toEqual([{ url: 'https://example.org/', label: 'site', access: 'resource' }]);
  });
});
