import { NavLink } from 'react-router';

/** Links between the pages of one queue (title and general comments; suggestions and orders), as a small menu. */
export function QueueTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: string; end?: boolean }[];
}) {
  return (
    <nav className="queue__tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className="queue__tab">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
