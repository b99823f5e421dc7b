// The widget's regional translation files ship without type declarations; they only register texts.
declare module 'altcha/i18n/pt-br';
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
