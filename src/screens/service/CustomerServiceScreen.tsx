/**
 * `/actLegislation` and `/Dag`: customer service from `get-whatsapp` (overall=30): the telephone row
 * (`va`, tapping it asks the shell to call), the e-mail row and WhatsApp (`phone`).
 */
import { coalitionApi } from '../../../store/api/coalition';
import { useAppDispatch } from '../../../store';
import { nativeCallRequested } from '../../../store/native';
import { QueryState } from '../../components/QueryState';
import { usePack } from '../../i18n/usePack';

const texts = {
  es: {
    title: 'Atención al cliente',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    whatsapp: 'WhatsApp',
    call: 'Llamar',
  },
  en: { title: 'Customer service', phone: 'Telephone', email: 'E-mail', whatsapp: 'WhatsApp', call: 'Call' },
};

export default function CustomerServiceScreen() {
  const t = usePack(texts);
  const dispatch = useAppDispatch();
  const result = coalitionApi.useCustomerServiceQuery();
  return (
    <main className="page">
      <h1>{t.title}</h1>
      <QueryState result={result}>
        {(data) => (
          <section className="card">
            <div className="row">
              <span>{t.phone}</span>
              <button
                type="button"
                className="btn"
                aria-label={`${t.call} ${data.va}`}
                disabled={!data.va}
                onClick={() => dispatch(nativeCallRequested({ name: 'callPhone', payload: { phone: data.va } }))}
              >
                {data.va || '—'}
              </button>
            </div>
            <div className="row">
              <span>{t.email}</span>
              {data.email ? (
                <a href={`mailto:${encodeURIComponent(data.email).replace('%40', '@')}`}>{data.email}</a>
              ) : (
                <span>—</span>
              )}
            </div>
            <div className="row">
              <span>{t.whatsapp}</span>
              <span>{data.phone || '—'}</span>
            </div>
          </section>
        )}
      </QueryState>
    </main>
  );
}
