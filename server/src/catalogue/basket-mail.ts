import { isIPv6 } from 'node:net';
import { BASKET_MAIL_MAX_RECIPIENTS, ERROR_CODES, type ExportFormat, type LanguageTag } from '@estante/contracts';
import { DomainError, InvalidInputError } from '@estante/core';
import type { CitationFormatter } from '@estante/core/citation';
import type { Kysely } from 'kysely';
import type { Captcha } from '../auth/index.ts';
import { AUTH_ERROR_CODES } from '../auth/index.ts';
import type { Database, RecordRow } from '../database/schema.ts';
import type { MessageTable } from '../i18n/server-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findCurrentInstitution } from '../site-parameters/index.ts';
import { exportBasket } from './basket-export.ts';
import { countBasketMail } from './basket-mail.repository.ts';
import { basketMailMessage } from './basket-mail-template.ts';

/**
 * Limits of the basket e-mail (issue 27, finding 1; docs/security.md). The library's address must not become a
 * relay: each message goes to a few people, each sender sends a few an hour. Change them here.
 */
export const BASKET_MAIL_LIMITS = {
  recipientsPerMessage: BASKET_MAIL_MAX_RECIPIENTS,
  windowSeconds: 3600,
  /** A visitor is known only by network address (IPv6 by its /64, which one subscriber usually holds). */
  visitorMessagesPerWindow: 10,
  /**
   * A signed-in patron is accountable, and may share a reading list with a class. Kept under the generic per-client
   * mail limit (RATE_LIMIT_MAILS_PER_HOUR, 20 by default, server/src/http/rate-limits.ts), so the patron meets this
   * refusal, which says when to retry, first.
   */
  patronMessagesPerWindow: 15,
} as const;

export const BASKET_MAIL_CODES = {
  tooManyRecipients: 'CestaDestinatariosDemais',
  captcha: AUTH_ERROR_CODES.captcha,
  /** 429 with Retry-After; details.tentarApos says when (ISO time). */
  hourlyLimit: ERROR_CODES.tooManyRequests,
} as const;

/** The basket e-mail's server texts (listed in buildApp's FEATURE_MESSAGES). */
export const BASKET_MAIL_MESSAGES: MessageTable = {
  [BASKET_MAIL_CODES.tooManyRecipients]: {
    pt: `Envie a cesta para no máximo ${BASKET_MAIL_MAX_RECIPIENTS} destinatários por vez.`,
    en: `Send the basket to at most ${BASKET_MAIL_MAX_RECIPIENTS} recipients at a time.`,
    es: `Envíe la cesta a un máximo de ${BASKET_MAIL_MAX_RECIPIENTS} destinatarios a la vez.`,
    fr: `Envoyez le panier à ${BASKET_MAIL_MAX_RECIPIENTS} destinataires au plus à la fois.`,
    it: `Invia il carrello al massimo a ${BASKET_MAIL_MAX_RECIPIENTS} destinatari alla volta.`,
  },
};

/** Who asks for the mail: a signed-in patron, or a visitor known by network address. */
export type BasketMailSenderId = { kind: 'patron'; personId: number } | { kind: 'visitor'; address: string };

export interface BasketMailServices {
  db: Kysely<Database>;
  mailer: Mailer;
  captcha: Captcha;
  publicUrl: string;
  now(): Date;
  citations: CitationFormatter;
}

export interface BasketMailRequest {
  sender: BasketMailSenderId;
  /** The solved captcha; required from visitors. */
  captchaToken?: string;
  recipients: string[];
  rows: RecordRow[];
  format: ExportFormat;
  note?: string;
  language: LanguageTag;
}

/** 429: the sender's messages for this hour are spent; they may send again at `retryAt`. */
export class BasketMailLimitError extends DomainError {
  constructor(limit: number, retryAt: Date, now: Date) {
    const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
    super('rule', BASKET_MAIL_CODES.hourlyLimit, undefined, {
      retryAfterSeconds,
      tentarApos: retryAt.toISOString(),
      limite: limit,
    });
  }
}

/** The counter key of a sender: the person, or the visitor's IPv4 address or IPv6 /64 network. */
export function senderKey(sender: BasketMailSenderId): string {
  if (sender.kind === 'patron') return `person:${sender.personId}`;
  const address = sender.address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return `ip:${address}`;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `ip:${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Sends the basket's titles to a few recipients: captcha for visitors (each solution once), then the sender's
 * hourly count (taken before sending), then the one template. Checks that cost nothing come first, so a mistyped
 * address does not spend the visitor's captcha or their hour.
 */
export async function sendBasketMail(services: BasketMailServices, request: BasketMailRequest): Promise<void> {
  if (request.recipients.length > BASKET_MAIL_LIMITS.recipientsPerMessage) {
    throw new InvalidInputError(BASKET_MAIL_CODES.tooManyRecipients, {
      limite: BASKET_MAIL_LIMITS.recipientsPerMessage,
    });
  }
  if (request.sender.kind === 'visitor' && !(await services.captcha.verify(request.captchaToken))) {
    throw new InvalidInputError(BASKET_MAIL_CODES.captcha);
  }
  const now = services.now();
  const limit =
    request.sender.kind === 'patron'
      ? BASKET_MAIL_LIMITS.patronMessagesPerWindow
      : BASKET_MAIL_LIMITS.visitorMessagesPerWindow;
  const count = await countBasketMail(services.db, senderKey(request.sender), BASKET_MAIL_LIMITS.windowSeconds, now);
  if (count.messages > limit) throw new BasketMailLimitError(limit, count.windowEndsAt, now);

  // MARC (binary) cannot go in a text body: its recipients get ABNT references instead.
  const format = request.format === 'marc' ? 'abnt' : request.format;
  const institution = await findCurrentInstitution(services.db);
  const message = basketMailMessage({
    language: request.language,
    library: institution?.name ?? '',
    publicUrl: services.publicUrl,
    sender: request.sender.kind,
    rows: request.rows,
    format,
    references: exportBasket(request.rows, format, now, services.citations).body.toString('utf8'),
    note: request.note,
  });
  await services.mailer.send({ to: request.recipients, subject: message.subject, text: message.text });
}
