import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import '../shell.css';

/** Shown until the page configuration (institution settings) has loaded (spec 000 §2 "Top bar and footer"). */
export function LoadingScreen() {
  const { t } = useTranslation('shell');
  return (
    <div className="loading-screen" role="status">
      <Logo size={72} />
      <Spinner size="large" />
      <span className="visually-hidden">{t('loading.page')}</span>
    </div>
  );
}
