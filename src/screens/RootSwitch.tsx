/**
 * `/` is the official home, unless the URL carries one of the hash routes that registration
 * targets (`/#/downloadTemplate?...`, `/#/agreementTemplate?...`), which must open on a fresh load.
 * The home comes in this route's own chunk (one round trip); the two templates load on demand.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import OfficialHome from './official/HomeTab';

const DownloadTemplate = lazy(
  () => import(/* webpackChunkName: "download-template" */ './landing/DownloadTemplateScreen'),
);
const AgreementTemplate = lazy(
  () => import(/* webpackChunkName: "agreement-template" */ './landing/AgreementTemplateScreen'),
);

export function hashRouteOf(hash: string): 'download' | 'agreement' | null {
  const path = hash.replace(/^#/, '').split('?')[0];
  if (path === '/downloadTemplate') return 'download';
  if (path === '/agreementTemplate') return 'agreement';
  return null;
}

export default function RootSwitch() {
  const { hash } = useLocation();
  const target = hashRouteOf(hash);
  return (
    <Suspense fallback={<PageLoading />}>
      {target === 'download' ? <DownloadTemplate /> : target === 'agreement' ? <AgreementTemplate /> : <OfficialHome />}
    </Suspense>
  );
}
