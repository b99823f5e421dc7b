import { Route, Routes } from 'react-router';
import { NotFound } from '../shell/index.ts';
import { ClosedStacksScreen } from './components/closed-stacks-screen.tsx';
import { StorageQueueScreen } from './components/storage-queue-screen.tsx';
import './storage.css';

/** /equipe/armazem/*: the closed stacks' queue and rules (circulation function; docs/closed-stacks.md). */
export function StorageArea() {
  return (
    <div className="storage-area">
      <Routes>
        <Route index element={<StorageQueueScreen />} />
        <Route path="locais" element={<ClosedStacksScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
