/**
 * `/landing`: the promotion landing page (SPEC §2). Loads the template and the session id, reports
 * the visit, and shows the registration form. Kept light on purpose (plain inputs, no UI kit): it is
 * the first page an ad visitor loads, often on a weak network.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { promotionApi } from '../../../store/api/promotion';
import { useAppDispatch, useAppSelector } from '../../../store';
import { opened, redirectFollowed } from '../../../store/registration/slice';
import { agreementTemplateUrl, selectLandingQuery, selectRedirectTo } from '../../../store/registration/selectors';
// The effects (timers, toasts, storage) of the state machines this screen drives.
import '../../../store/registration/listeners';
import '../../../store/sms/listeners';
import { QueryState } from '../../components/QueryState';
import * as packs from '../../i18n/landing';
import { usePack } from '../../i18n/usePack';
import { LandingHero } from './LandingHero';
import { RegistrationForm } from './RegistrationForm';
import './landing.css';

export default function LandingScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = usePack(packs);
  const query = useAppSelector(selectLandingQuery);
  const template = promotionApi.useChannelTemplateQuery({ templateId: query.id });
  promotionApi.useGetSidQuery();
  const redirectTo = useAppSelector(selectRedirectTo);

  useEffect(() => {
    dispatch(opened());
  }, [dispatch]);

  useEffect(() => {
    if (!redirectTo) return;
    navigate(redirectTo);
    dispatch(redirectFollowed());
  }, [redirectTo, navigate, dispatch]);

  const buttonText = template.data?.data?.template?.buttonText || t.apply;

  return (
    <main className="landing">
      <QueryState result={template}>{(body) => <LandingHero body={body} t={t} />}</QueryState>
      <RegistrationForm t={t} applyLabel={buttonText} agreementHref={agreementTemplateUrl(query)} />
    </main>
  );
}
