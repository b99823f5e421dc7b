import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '../shell/index.ts';
import { CommentsScreen, GeneralCommentsScreen } from './components/comments-screen.tsx';
import { DeclarationsScreen } from './components/declarations-screen.tsx';
import { LoanRequestsScreen } from './components/loan-requests-screen.tsx';
import { PrivacyScreen } from './components/privacy-screen.tsx';
import { PurchaseOrderScreen } from './components/purchase-order-screen.tsx';
import { PurchaseOrdersScreen } from './components/purchase-orders-screen.tsx';
import { ServiceRequestsScreen } from './components/service-requests-screen.tsx';
import { SuggestionsScreen } from './components/suggestions-screen.tsx';
import './queues.css';

/**
 * The queues of the staff console (docs/staff-queues.md), one area per function: app/staff-routes.tsx mounts each
 * at /equipe/filas/<queue>/* under the function its server routes require. One chunk holds them all.
 */
function Single({ screen }: { screen: ReactNode }) {
  return (
    <div className="queues-area">
      <Routes>
        <Route index element={screen} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}

/** /equipe/filas/comentarios and /gerais: moderation (9004). */
export function CommentsArea() {
  return (
    <div className="queues-area">
      <Routes>
        <Route index element={<CommentsScreen />} />
        <Route path="gerais" element={<GeneralCommentsScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}

/** /equipe/filas/sugestoes: acquisitions (9005). */
export const SuggestionsArea = () => <Single screen={<SuggestionsScreen />} />;

/** /equipe/filas/pedidos-compra and /{id}: acquisitions (9005). */
export function PurchaseOrdersArea() {
  return (
    <div className="queues-area">
      <Routes>
        <Route index element={<PurchaseOrdersScreen />} />
        <Route path=":id" element={<PurchaseOrderScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}

/** /equipe/filas/solicitacoes: the circulation desk (9002). */
export const ServiceRequestsArea = () => <Single screen={<ServiceRequestsScreen />} />;

/** /equipe/filas/solicitacoes-emprestimo: the circulation desk (9002). */
export const LoanRequestsArea = () => <Single screen={<LoanRequestsScreen />} />;

/** /equipe/filas/declaracoes: the circulation desk (9002). */
export const DeclarationsArea = () => <Single screen={<DeclarationsScreen />} />;

/** /equipe/filas/privacidade: site administration (9001). */
export const PrivacyArea = () => <Single screen={<PrivacyScreen />} />;
