/**
 * `/landing`: the promotion landing page (SPEC §2). Loads the template and the session id, reports
 * the visit, and shows the registration form. Kept light on purpose (plain inputs, no UI kit): it is
 * the first page an ad visitor loads, often on a weak network. Where registration leads (the download
 * page) is the machine's business: its listener asks the navigator.
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  opened,
  registrationFeature,
  selectAgreementHref,
  selectLandingQuery,
  templateOf,
  useChannelTemplateQuery,
  useGetSidQuery,
} from '../../../store/registration';
import { useHydrating } from '../../app/prerendered';
import { useNextTaskEffect } from '../../hooks/useNextTaskEffect';
import { QueryState } from '../../components/QueryState';
import * as packs from '../../i18n/landing';
import { usePack } from '../../i18n/usePack';
import { LandingHero } from './LandingHero';
import { RegistrationForm } from './RegistrationForm';
import './landing.css';

/** The store features this route drives (started when the route loads). */
export const features = [registrationFeature];

export default function LandingScreen() {
  const dispatch = useAppDispatch();
  const t = usePack(packs);
  const query = useAppSelector(selectLandingQuery);
  const agreementHref = useAppSelector(selectAgreementHref);
  // Not from the render that hydrates the prerendered page: its query is the prerender's.
  const hydrating = useHydrating();
  const template = useChannelTemplateQuery({ templateId: query.id }, { skip: hydrating });
  useGetSidQuery(undefined, { skip: hydrating });

  // The visit (device id, captcha, tracking call) starts a task after the take-over's effects: in their
  // task, its store changes and their re-render made one long task of the take-over.
  useNextTaskEffect(() => dispatch(opened()), [dispatch]);

  const buttonText = templateOf(template.data)?.buttonText || t.apply;

  return (
    <main className="landing">
      {/* One hero from the prerendered HTML to the template's answer: the same elements, filled in. */}
      {template.error ? (
        <QueryState result={template} title={t.fallbackTitle}>
          {(body) => <LandingHero body={body} t={t} />}
        </QueryState>
      ) : (
        <LandingHero body={template.data} t={t} />
      )}
      <RegistrationForm t={t} applyLabel={buttonText} agreementHref={agreementHref} />
    </main>
  );
}
