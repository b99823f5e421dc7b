/** The desk's pages, relative to /equipe (WEB_ROUTES.staff); the console mounts the area at balcao/*. */
export const DESK_PATHS = {
  desk: '/equipe/balcao',
  holdsShelf: '/equipe/balcao/estante-reservas',
  inTransit: '/equipe/balcao/em-transito',
} as const;
