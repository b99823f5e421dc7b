import { Route, Routes } from 'react-router';
import { ProvidersScreen } from './components/providers-screen.tsx';
import { StatisticsScreen } from './components/statistics-screen.tsx';

export { GrupoAPage, PearsonPage, RedirectHandlerPage } from './components/provider-pages.tsx';
export { SelfServiceAppPage } from './components/self-service-app-page.tsx';

/** /equipe/recursos-eletronicos (site administration): the providers. */
export function EresourcesArea() {
  return (
    <Routes>
      <Route index element={<ProvidersScreen />} />
    </Routes>
  );
}

/** /equipe/estatisticas-acesso (reports): the access statistics. */
export function AccessStatisticsArea() {
  return (
    <Routes>
      <Route index element={<StatisticsScreen />} />
    </Routes>
  );
}
