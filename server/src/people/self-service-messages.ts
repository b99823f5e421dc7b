import { ERROR_CODES, PERSONAL_DATA_CODES } from '@estante/contracts';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Wrong current password on the personal area's password change. */
export const WRONG_CURRENT_PASSWORD = 'SenhaAtualIncorreta';

/** Server texts of the personal area's personal data, password change and user swap refusals. */
export const SELF_SERVICE_MESSAGES: MessageTable = {
  [ERROR_CODES.invalidEmail]: {
    // Spec 000 §5: "fill in a valid e-mail".
    pt: 'Preencha um e-mail válido.',
    en: 'Fill in a valid e-mail.',
    es: 'Ingrese una dirección de correo electrónico válida.',
    fr: 'Saisissez une adresse e-mail valide.',
    it: 'Inserisci un indirizzo e-mail valido.',
  },
  [PERSONAL_DATA_CODES.invalidPhone]: {
    pt: 'O telefone aceita apenas números, hífen, parênteses e espaços, com até 16 caracteres.',
    en: 'The phone number accepts only digits, hyphens, parentheses and spaces, up to 16 characters.',
    es: 'El teléfono acepta solo números, guion, paréntesis y espacios, hasta 16 caracteres.',
    fr: 'Le téléphone n’accepte que des chiffres, tirets, parenthèses et espaces, 16 caractères au plus.',
    it: 'Il telefono accetta solo cifre, trattini, parentesi e spazi, fino a 16 caratteri.',
  },
  [PERSONAL_DATA_CODES.taxIdDigitsOnly]: {
    pt: 'O CPF deve conter apenas números.',
    en: 'The tax ID must contain digits only.',
    es: 'El número de identificación fiscal debe contener solo números.',
    fr: 'Le numéro fiscal ne doit contenir que des chiffres.',
    it: 'Il codice fiscale deve contenere solo cifre.',
  },
  [PERSONAL_DATA_CODES.invalidBirthDate]: {
    pt: 'Informe uma data de nascimento válida, que não esteja no futuro.',
    en: 'Enter a valid date of birth that is not in the future.',
    es: 'Ingrese una fecha de nacimiento válida que no esté en el futuro.',
    fr: 'Saisissez une date de naissance valide qui ne soit pas dans le futur.',
    it: 'Inserisci una data di nascita valida che non sia nel futuro.',
  },
  [PERSONAL_DATA_CODES.tooLong]: {
    pt: 'O texto informado é longo demais.',
    en: 'The text entered is too long.',
    es: 'El texto ingresado es demasiado largo.',
    fr: 'Le texte saisi est trop long.',
    it: 'Il testo inserito è troppo lungo.',
  },
  [PERSONAL_DATA_CODES.taxIdLocked]: {
    pt: 'O CPF já cadastrado só pode ser alterado pela biblioteca.',
    en: 'A registered tax ID can only be changed by the library.',
    es: 'El número de identificación registrado solo puede ser modificado por la biblioteca.',
    fr: 'Un numéro fiscal enregistré ne peut être modifié que par la bibliothèque.',
    it: 'Un codice fiscale registrato può essere modificato solo dalla biblioteca.',
  },
  [PERSONAL_DATA_CODES.taxIdTaken]: {
    pt: 'Este CPF já está cadastrado para outra pessoa. Procure a biblioteca.',
    en: 'This tax ID is already registered to another person. Please contact the library.',
    es: 'Este número de identificación ya está registrado para otra persona. Contacte a la biblioteca.',
    fr: 'Ce numéro fiscal est déjà enregistré pour une autre personne. Contactez la bibliothèque.',
    it: 'Questo codice fiscale è già registrato per un’altra persona. Rivolgiti alla biblioteca.',
  },
  [WRONG_CURRENT_PASSWORD]: {
    pt: 'A senha atual não confere.',
    en: 'The current password is not correct.',
    es: 'La contraseña actual no es correcta.',
    fr: 'Le mot de passe actuel est incorrect.',
    it: 'La password attuale non è corretta.',
  },
};
