/**
 * `/actLegislation` and `/Dag`: customer service from `get-whatsapp` (overall=30): the telephone row
 * (`va`: inside the iOS shell a tap asks the shell to call; elsewhere a `tel:` link, since a browser or
 * an Android WebView has no bridge), the e-mail row and WhatsApp (`phone`, a wa.me chat link); below them the
 * market's escalation contacts (grievance officer / UNE, the regulator) from the runtime config.
 */
import { coalitionApi } from '../../../store/api/coalition';
import { telHref, whatsAppHref } from '../../../store/domain/contact';
import { useAppDispatch } from '../../../store';
import { nativeCallRequested } from '../../../store/native';
import { EscalationContacts } from '../../components/EscalationContacts';
import { QueryState } from '../../components/QueryState';
import type { FirstVisit } from '../../app/firstVisit';
import { isInAppShell } from '../../native/bridge';
import { usePack } from '../../i18n/usePack';

const texts = {
  es: {
    title: 'Atención al cliente',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    whatsapp: 'WhatsApp',
    call: 'Llamar',
    chat: 'Escribir por WhatsApp a',
  },
  en: {
    title: 'Customer service',
    phone: 'Telephone',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    call: 'Call',
    chat: 'Chat on WhatsApp with',
  },
};

/** The contacts, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch) =>
  dispatch(coalitionApi.endpoints.customerService.initiate(undefined, { subscribe: false }));

export default function CustomerServiceScreen() {
  const t = usePack(texts);
  const dispatch = useAppDispatch();
  const result = coalitionApi.useCustomerServiceQuery();
  // The shell's handlers exist from the page's start, so one look is enough.
  const inShell = isInAppShell();
  return (
    <main className="page">
      <h1>{t.title}</h1>
      <QueryState result={result}>
        {(answer) => {
          // Numbers may come as JSON numbers (store/api/types.ts): shown and dialled as text.
          const data = { va: String(answer.va), phone: String(answer.phone), email: answer.email };
          return (
            <section className="card">
              <div className="row">
                <span>{t.phone}</span>
                {!inShell && telHref(data.va) ? (
                  <a className="btn" href={telHref(data.va) ?? undefined} aria-label={`${t.call} ${data.va}`}>
                    {data.va}
                  </a>
                ) : (
                  <button
                    type="button"
                    className="btn"
                    aria-label={`${t.call} ${data.va}`}
                    disabled={!data.va}
                    onClick={() => dispatch(nativeCallRequested({ name: 'callPhone', payload: { phone: data.va } }))}
                  >
                    {data.va || '—'}
                  </button>
                )}
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
                {whatsAppHref(data.phone) ? (
                  <a
                    href={whatsAppHref(data.phone) ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t.chat} ${data.phone}`}
                  >
                    {data.phone}
                  </a>
                ) : (
                  <span>{data.phone || '—'}</span>
                )}
              </div>
            </section>
          );
        }}
      </QueryState>
      <EscalationContacts />
    </main>
  );
}
