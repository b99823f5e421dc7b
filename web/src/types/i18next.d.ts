import type account from '../locales/pt/account.json';
import type acquisitions from '../locales/pt/acquisitions.json';
import type auth from '../locales/pt/auth.json';
import type basket from '../locales/pt/basket.json';
import type browse from '../locales/pt/browse.json';
import type cataloguing from '../locales/pt/cataloguing.json';
import type common from '../locales/pt/common.json';
import type content from '../locales/pt/content.json';
import type desk from '../locales/pt/desk.json';
import type eresources from '../locales/pt/eresources.json';
import type errors from '../locales/pt/errors.json';
import type guides from '../locales/pt/guides.json';
import type kardex from '../locales/pt/kardex.json';
import type library from '../locales/pt/library.json';
import type network from '../locales/pt/network.json';
import type privacy from '../locales/pt/privacy.json';
import type profile from '../locales/pt/profile.json';
import type queues from '../locales/pt/queues.json';
import type record from '../locales/pt/record.json';
import type reports from '../locales/pt/reports.json';
import type requests from '../locales/pt/requests.json';
import type search from '../locales/pt/search.json';
import type services from '../locales/pt/services.json';
import type shell from '../locales/pt/shell.json';
import type staff from '../locales/pt/staff.json';
import type storage from '../locales/pt/storage.json';

// Portuguese is the reference language: keys are checked at compile time against it,
// and locales.test.ts checks that every other language has the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      acquisitions: typeof acquisitions;
      auth: typeof auth;
      basket: typeof basket;
      browse: typeof browse;
      cataloguing: typeof cataloguing;
      common: typeof common;
      content: typeof content;
      desk: typeof desk;
      errors: typeof errors;
      library: typeof library;
      privacy: typeof privacy;
      kardex: typeof kardex;
      profile: typeof profile;
      queues: typeof queues;
      record: typeof record;
      reports: typeof reports;
      eresources: typeof eresources;
      requests: typeof requests;
      search: typeof search;
      services: typeof services;
      shell: typeof shell;
      staff: typeof staff;
      storage: typeof storage;
      guides: typeof guides;
      network: typeof network;
    };
  }
}
