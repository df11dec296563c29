/** What a route shows while its chunk or data loads: a quiet, accessible placeholder in the page's language. */
import { usePageLanguage } from '../app/pageLanguage';
import * as common from '../i18n/common';

export function PageLoading({ label }: { label?: string }) {
  const language = usePageLanguage();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? common[language].loading}</span>
    </div>
  );
}
