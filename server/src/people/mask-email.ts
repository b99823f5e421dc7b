/** `ana.souza@aluno.ufex.br` → `an*******@aluno.ufex.br`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}${email.slice(at)}`;
}

/** A person's e-mail field may hold several addresses separated by ; or ,. */
export function splitEmails(value: string | null): string[] {
  return (value ?? '')
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part.includes('@'));
}
