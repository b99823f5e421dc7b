import { useNavigation } from 'react-router';
import '../shell.css';

/** A thin bar at the top while the next page's code or data loads. Decorative: main gets aria-busy. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={`navigation-progress${navigation.state === 'idle' ? '' : ' is-active'}`} aria-hidden="true" />;
}
