/** The queues' pages (the console mounts each at /equipe/filas/<queue>/*). */
export const QUEUE_PATHS = {
  comments: '/equipe/filas/comentarios',
  generalComments: '/equipe/filas/comentarios/gerais',
  suggestions: '/equipe/filas/sugestoes',
  orders: '/equipe/filas/pedidos-compra',
  order: (orderId: number) => `/equipe/filas/pedidos-compra/${orderId}`,
  serviceRequests: '/equipe/filas/solicitacoes',
  loanRequests: '/equipe/filas/solicitacoes-emprestimo',
  declarations: '/equipe/filas/declaracoes',
  privacy: '/equipe/filas/privacidade',
} as const;
