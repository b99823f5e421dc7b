import crypto from 'node:crypto';

/**
 * The link forms of the connector types that need no call to the provider (docs/e-resources.md). Pure: the caller
 * passes the clock and the random nonce, so tests write the expected links by hand.
 */

/** EZproxy's ticket time stamp: UTC, YYYYMMDDHHMMSS (OCLC, "Ticket authentication"). */
function ticketTime(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export interface EzproxySettings {
  /** The digest EZproxy's `::Ticket` block names after TimeValid: MD5 (its example) or SHA1. */
  algorithm: 'md5' | 'sha1';
  /** EZproxy groups for the ticket ($g), joined by `+`; only those its AcceptGroups lists are honoured. */
  groups?: string;
}

/**
 * EZproxy ticket URL: `<login URL>?user=U&ticket=<hex digest of secret+user+packet><packet>&url=TARGET`, the packet
 * being `$c<UTC time>[$g<groups>]$e`. EZproxy checks the digest with its shared key and refuses a ticket older than
 * its TimeValid minutes.
 */
export function ezproxyTicketUrl(
  loginUrl: string,
  secret: string,
  user: string,
  target: string,
  now: Date,
  settings: EzproxySettings,
): string {
  const packet = `$c${ticketTime(now)}${settings.groups ? `$g${settings.groups}` : ''}$e`;
  const digest = crypto
    .createHash(settings.algorithm)
    .update(secret + user + packet)
    .digest('hex');
  const url = new URL(loginUrl);
  url.searchParams.set('user', user);
  url.searchParams.set('ticket', digest + packet);
  url.searchParams.set('url', target);
  return url.toString();
}

export interface SignedUrlSettings {
  userParam: string;
  timeParam: string;
  nonceParam: string;
  targetParam: string;
  signatureParam: string;
  /** What the provider is told to accept: a link older than this is expired (the provider checks `time`). */
  ttlSeconds: number;
}

export const DEFAULT_SIGNED_URL_SETTINGS: SignedUrlSettings = {
  userParam: 'user',
  timeParam: 'ts',
  nonceParam: 'nonce',
  targetParam: 'url',
  signatureParam: 'sig',
  ttlSeconds: 300,
};

/** The text signed: user, Unix time, nonce and target, one per line (what the provider recomputes). */
export function signedUrlMessage(user: string, time: number, nonce: string, target: string): string {
  return `${user}\n${time}\n${nonce}\n${target}`;
}

export function hmacSha256(secret: string, message: string): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Signed URL: the provider's entry URL with user, time, a nonce (so the provider can refuse a replay), the target and
 * HMAC-SHA256(secret, user\ntime\nnonce\ntarget) in hex, under the parameter names the provider chose.
 */
export function signedUrl(
  entryUrl: string,
  secret: string,
  user: string,
  target: string,
  now: Date,
  nonce: string,
  settings: SignedUrlSettings,
): string {
  const time = Math.floor(now.getTime() / 1000);
  const url = new URL(entryUrl);
  url.searchParams.set(settings.userParam, user);
  url.searchParams.set(settings.timeParam, String(time));
  url.searchParams.set(settings.nonceParam, nonce);
  url.searchParams.set(settings.targetParam, target);
  url.searchParams.set(settings.signatureParam, hmacSha256(secret, signedUrlMessage(user, time, nonce, target)));
  return url.toString();
}

/** Constant-time comparison of two hex signatures (the provider doubles and our own checks). */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
