/**
 * The acquisition screens of the personal area (docs/acquisitions.md): the patron's purchase orders, the acquisition
 * statistics and the title totals, which the personal area composes, and the order a suggestion went into.
 */
export { AcquisitionStatisticsScreen } from './components/acquisition-statistics-screen.tsx';
export { PurchaseOrdersScreen } from './components/purchase-orders-screen.tsx';
export { SuggestionOrder } from './components/suggestion-order.tsx';
export { TitleTotalsScreen } from './components/title-totals-screen.tsx';
export { useAcquisitionArea } from './hooks/use-acquisition-area.ts';
export { ACQUISITION_HREFS, ACQUISITION_SEGMENTS } from './utils/acquisition-paths.ts';
