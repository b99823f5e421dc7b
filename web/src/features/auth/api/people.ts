import type { LinkResponse, PersonOption, TokenResponse } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';

/** Person records a user code stands for (two-step login, spec 000 §4); empty for one or none. */
export const getDuplicatePersons = (usuario: string) =>
  api.get<PersonOption[]>('/pessoas/duplicadas', { query: { usuario } });

/** The signed-in person's logins (person selector after sign-in). */
export const getPersonLogins = () => api.get<PersonOption[]>('/pessoas/login');

/** Switches to another login of the same person; answers a new token pair. */
export const switchLogin = (codigo: string, base?: string | null) =>
  api.put<TokenResponse>('/pessoas/troca-login', { codigo, base: base ?? null });

/** Link to an external resource (e-book provider) carrying a one-time token. */
export const getExternalResourceLink = (nome: string) =>
  api.get<LinkResponse>('/pessoas/token-redireciona', { query: { nome } });

/** Patron categories for the category select of the login form (category-select institutions). */
export const getPatronCategories = () => api.get<PersonOption[]>('/pessoas/categorias');
