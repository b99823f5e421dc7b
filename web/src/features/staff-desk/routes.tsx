import { Route, Routes } from 'react-router';
import { NotFound } from '../shell/index.ts';
import { DeskScreen } from './components/desk-screen.tsx';
import { HoldsShelfScreen } from './components/holds-shelf-screen.tsx';
import { InTransitScreen } from './components/in-transit-screen.tsx';
import './desk.css';

/**
 * /equipe/balcao/*: the circulation desk area of the staff console (docs/staff-desk.md). Its three pages are in the
 * staff menu (app/staff-routes.tsx), with the count of holds waiting on the shelf.
 */
export function DeskArea() {
  return (
    <div className="desk-area">
      <Routes>
        <Route index element={<DeskScreen />} />
        <Route path="estante-reservas" element={<HoldsShelfScreen />} />
        <Route path="em-transito" element={<InTransitScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
