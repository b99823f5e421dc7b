import { Route, Routes } from 'react-router';
import { AcquisitionStatisticsScreen } from './components/acquisition-statistics-screen.tsx';

/**
 * /equipe/aquisicao/estatisticas (acquisitions function): the acquisition statistics in the staff console, the same
 * screen as the personal area's, as a page of its own. Loaded lazily by app/staff-routes.tsx only, so visitors
 * download none of it.
 */
export function AcquisitionStatisticsArea() {
  return (
    <Routes>
      <Route index element={<AcquisitionStatisticsScreen level={1} />} />
    </Routes>
  );
}
