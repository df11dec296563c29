/** What a route shows while its chunk or data loads: a quiet, accessible placeholder. */
export function PageLoading({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
