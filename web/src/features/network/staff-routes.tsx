import { Route, Routes } from 'react-router';
import { MembersScreen } from './components/members-screen.tsx';
import './network.css';

/** /equipe/rede (site administration): the members the network node harvests. Its own chunk: visitors get none of it. */
export function NetworkMembersArea() {
  return (
    <Routes>
      <Route index element={<MembersScreen />} />
    </Routes>
  );
}
