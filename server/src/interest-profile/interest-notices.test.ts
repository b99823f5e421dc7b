import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { caller, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import type { CirculationServices } from '../circulation/circulation-services.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { INTEREST_NOTICE_JOB, runInterestNoticesIfDue, sendInterestNotices } from './interest-notices.ts';
import { importProfileTitles } from './interest-profile-catalogue.testing.ts';

const plain = (raw: string) => raw.replace(/=\r?\n/g, '');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('interest-profile notice e-mail: new matching titles, in the patron’s language, once', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let reader: Session;
  let services: CirculationServices;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    services = testApp.app.context;
    await importProfileTitles(testApp, [
      {
        key: 'in-1',
        title: 'Quincas Borba',
        author: 'Assis, Machado de',
        copies: [{ library: 'BC', barcode: 'IN-1' }],
      },
    ]);
    reader = await patronSession(testApp, 'in.reader', { email: 'reader@example.org' });
    // Signs in as the web does in English: the notice follows that language.
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { idioma: '5' },
      payload: { grant_type: 'password', username: 'in.reader', password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const quiet = await patronSession(testApp, 'in.quiet', { email: 'quiet@example.org' });
    await testApp.database.db
      .updateTable('people')
      .set({ receives_email: 0 })
      .where('id', '=', quiet.personId)
      .execute();
    for (const session of [reader, quiet]) {
      const added = await caller(testApp, session)('POST', '/api/perfil-interesse/area-autor-assunto', {
        tipoDSI: 'A',
        validade: inDays(30),
        itens: [{ codigo: 'assis machado de' }],
      });
      expect(added.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('mails the matching titles once per lease, moves the window, and skips patrons who refuse e-mail', async () => {
    const before = smtp.messages.length;
    const first = await runInterestNoticesIfDue(services, 'instance-a', 60_000);
    expect(first).toEqual({ sent: 1 });
    const mail = await smtp.nextMessage(before);
    expect(mail.to).toEqual(['reader@example.org']);
    const text = plain(mail.raw);
    expect(text).toContain('Subject: New titles for your interest profile');
    expect(text).toContain('- Quincas Borba / Assis, Machado de');
    expect(text).toContain('(Author: Assis, Machado de)');

    // Another instance in the same interval does not run the job.
    expect(await runInterestNoticesIfDue(services, 'instance-b', 60_000)).toBeUndefined();
    const lease = await testApp.database.db
      .selectFrom('job_leases')
      .select('holder')
      .where('name', '=', INTEREST_NOTICE_JOB)
      .executeTakeFirstOrThrow();
    expect(lease.holder).toBe('instance-a');

    // Nothing new since the notice: no mail, and the personal area lists nothing new.
    expect(await sendInterestNotices(services)).toEqual({ sent: 0 });
    expect(smtp.messages.length).toBe(before + 1);
    const titles = (await caller(testApp, reader)('GET', '/api/perfil-interesse/titulos')).json();
    expect(titles.titulos).toEqual([]);

    // The patron who refuses e-mail keeps their window: the title is still news in their personal area.
    const quietNotice = await testApp.database.db
      .selectFrom('interest_profile_notices')
      .innerJoin('logins', 'logins.person_id', 'interest_profile_notices.person_id')
      .select('logins.login')
      .execute();
    expect(quietNotice.map((row) => row.login)).toEqual(['in.reader']);
  });
});
