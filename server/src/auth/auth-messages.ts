import type { LanguageTag } from '@estante/contracts';
import { registerServerMessages } from '../i18n/server-messages.ts';

/** Server messages of the sign-in errors (spec 000 §8), in the five languages. */
const AUTH_MESSAGES: Record<string, Record<LanguageTag, string>> = {
  UsuarioOuSenhaIncorretaCustom: {
    pt: 'Usuário ou senha incorretos.',
    en: 'Incorrect user or password.',
    es: 'Nombre de usuario o contraseña incorrecta.',
    fr: 'Identifiant ou mot de passe incorrect.',
    it: 'Utente o password non corretti.',
  },
  ACESSO_BLOQUEADO: {
    pt: 'Senha bloqueada após várias tentativas. Use "Esqueci a senha" ou aguarde para tentar de novo.',
    en: 'Password blocked after too many attempts. Use "Forgot password" or wait before trying again.',
    es: 'Contraseña bloqueada tras demasiados intentos. Use "Olvidé la contraseña" o espere para intentarlo de nuevo.',
    fr: 'Mot de passe bloqué après trop de tentatives. Utilisez « Mot de passe oublié » ou patientez.',
    it: 'Password bloccata dopo troppi tentativi. Usa "Password dimenticata" o attendi prima di riprovare.',
  },
  MuitasTentativas: {
    pt: 'Muitas tentativas consecutivas. Aguarde um pouco e tente de novo.',
    en: 'Too many consecutive attempts. Wait a moment and try again.',
    es: 'Demasiados intentos consecutivos. Espere un momento y vuelva a intentarlo.',
    fr: 'Trop de tentatives consécutives. Patientez un instant puis réessayez.',
    it: 'Troppi tentativi consecutivi. Attendi un momento e riprova.',
  },
  AuthCAPTCHAError: {
    pt: 'Faça a verificação do captcha.',
    en: 'Complete the captcha verification.',
    es: 'Realice la verificación del captcha.',
    fr: 'Effectuez la vérification du captcha.',
    it: 'Completa la verifica captcha.',
  },
  SessaoExpirada: {
    pt: 'Sessão expirada. Entre novamente.',
    en: 'Session expired. Please sign in again.',
    es: 'Sesión expirada. Inicie sesión de nuevo.',
    fr: 'Session expirée. Reconnectez-vous.',
    it: 'Sessione scaduta. Accedi di nuovo.',
  },
  ClienteNaoAutorizado: {
    pt: 'Este cliente não pode usar esta forma de autenticação.',
    en: 'This client may not use this kind of authentication.',
    es: 'Este cliente no puede usar este tipo de autenticación.',
    fr: "Ce client ne peut pas utiliser ce mode d'authentification.",
    it: 'Questo client non può usare questo tipo di autenticazione.',
  },
  ClienteInvalido: {
    pt: 'Cliente OAuth desconhecido ou credenciais do cliente inválidas.',
    en: 'Unknown OAuth client or invalid client credentials.',
    es: 'Cliente OAuth desconocido o credenciales del cliente no válidas.',
    fr: 'Client OAuth inconnu ou identifiants du client invalides.',
    it: 'Client OAuth sconosciuto o credenziali del client non valide.',
  },
  unsupported_grant_type: {
    pt: 'Tipo de concessão não suportado.',
    en: 'Unsupported grant type.',
    es: 'Tipo de concesión no admitido.',
    fr: "Type d'autorisation non pris en charge.",
    it: 'Tipo di concessione non supportato.',
  },
  EscolhaLogin: {
    pt: 'Escolha o login com que deseja entrar.',
    en: 'Choose the login you want to use.',
    es: 'Elija el usuario con el que desea entrar.',
    fr: "Choisissez l'identifiant à utiliser.",
    it: "Scegli l'utente con cui accedere.",
  },
  credential_missing: {
    pt: 'Preencha usuário e senha.',
    en: 'Fill in user and password.',
    es: 'Complete usuario y contraseña.',
    fr: "Renseignez l'identifiant et le mot de passe.",
    it: 'Inserisci utente e password.',
  },
  UsuarioNaoEncontrado: {
    pt: 'Usuário não encontrado.',
    en: 'User not found.',
    es: 'Usuario no encontrado.',
    fr: 'Utilisateur introuvable.',
    it: 'Utente non trovato.',
  },
  UsuarioSemEmail: {
    pt: 'Não há e-mail cadastrado para este usuário. Procure a biblioteca.',
    en: 'There is no e-mail address on file for this user. Please contact the library.',
    es: 'No hay correo electrónico registrado para este usuario. Consulte a la biblioteca.',
    fr: "Aucune adresse e-mail n'est enregistrée pour cet utilisateur. Contactez la bibliothèque.",
    it: 'Nessun indirizzo e-mail registrato per questo utente. Rivolgiti alla biblioteca.',
  },
  CodigoInvalido: {
    pt: 'Código de verificação inválido.',
    en: 'Invalid verification code.',
    es: 'Código de verificación no válido.',
    fr: 'Code de vérification invalide.',
    it: 'Codice di verifica non valido.',
  },
  CodigoExpirado: {
    pt: 'Código de verificação expirado ou bloqueado. Solicite um novo código.',
    en: 'The verification code has expired or is blocked. Request a new code.',
    es: 'El código de verificación expiró o está bloqueado. Solicite un nuevo código.',
    fr: 'Le code de vérification a expiré ou est bloqué. Demandez un nouveau code.',
    it: 'Il codice di verifica è scaduto o bloccato. Richiedi un nuovo codice.',
  },
  SenhaNaoConfereCriterios: {
    pt: 'A senha não atende aos critérios.',
    en: 'The password does not meet the criteria.',
    es: 'La contraseña no cumple los criterios.',
    fr: 'Le mot de passe ne respecte pas les critères.',
    it: 'La password non rispetta i criteri.',
  },
  SenhaJaUtilizada: {
    pt: 'A nova senha não pode ser igual às últimas senhas usadas.',
    en: 'The new password cannot be one of your last passwords.',
    es: 'La nueva contraseña no puede ser igual a las últimas utilizadas.',
    fr: "Le nouveau mot de passe ne peut pas être l'un des derniers utilisés.",
    it: 'La nuova password non può essere una delle ultime usate.',
  },
  RecursoExternoNaoConfigurado: {
    pt: 'Acesso a este recurso não configurado.',
    en: 'Access to this resource is not configured.',
    es: 'Acceso a este recurso no configurado.',
    fr: "L'accès à cette ressource n'est pas configuré.",
    it: "L'accesso a questa risorsa non è configurato.",
  },
};

for (const [code, messages] of Object.entries(AUTH_MESSAGES)) registerServerMessages(code, messages);
