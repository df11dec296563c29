/** `/Contact`: how to reach the company (from the page config), and the message form. */
import { companyFor } from '../../../store/lenderConfig';
import { officialFormFeature } from '../../../store/officialForm';
import { MessageForm } from './MessageForm';
import { OfficialLayout } from './OfficialLayout';
import { useSiteMarket, useSitePack } from './useSitePack';

/** The store features this route drives (started when the route loads). */
export const features = [officialFormFeature];

export default function ContactTab() {
  const t = useSitePack();
  const company = companyFor(useSiteMarket());
  return (
    <OfficialLayout>
      <section className="official-card">
        <h1>{t.contact.title}</h1>
        <p>{t.contact.intro}</p>
        <div className="row">
          <span>{t.footer.phone}</span>
          <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
        </div>
        <div className="row">
          <span>{t.footer.email}</span>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </div>
        <div className="row official-address-row">
          <span>{t.footer.address}</span>
          <span>{company.address}</span>
        </div>
      </section>
      <MessageForm form="contact" />
    </OfficialLayout>
  );
}
