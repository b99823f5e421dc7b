import { Navigate, Route, Routes } from 'react-router';
import '../../components/list/data-list.css';
import { ImportsScreen } from './components/imports-screen.tsx';
import { RecordsScreen } from './components/records-screen.tsx';
import './catalogue.css';
import { CATALOGUE_PAGES } from './utils/catalogue-paths.ts';

/**
 * /equipe/catalogo/*: catalogue work (issue 21 item 3, docs/staff-catalogue.md), for the cataloguing function
 * (9003): MARC imports with their progress and reports, and the records (covers, closed collection, suppress,
 * delete). The staff menu links both pages. Lazily loaded with the console: visitors never download it.
 */
export function CatalogueArea() {
  return (
    <div className="catalogue-area">
      <Routes>
        <Route index element={<Navigate to={CATALOGUE_PAGES.imports} replace />} />
        <Route path={CATALOGUE_PAGES.imports} element={<ImportsScreen />} />
        <Route path={CATALOGUE_PAGES.records} element={<RecordsScreen />} />
        <Route path="*" element={<Navigate to={CATALOGUE_PAGES.imports} replace />} />
      </Routes>
    </div>
  );
}

/** The route module's component, for a lazy route. */
export const Component = CatalogueArea;
