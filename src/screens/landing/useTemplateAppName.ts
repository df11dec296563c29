/** The app name of the template a hash page was opened with (the default name without a template). */
import { skipToken } from '@reduxjs/toolkit/query';
import { promotionApi } from '../../../store/api/promotion';
import { DEFAULT_APP_NAME } from '../../i18n/landing';

export function useTemplateAppName(templateId: string) {
  const result = promotionApi.useChannelTemplateQuery(templateId ? { templateId } : skipToken);
  const body = result.data;
  const name = body && String(body.code) === '00' ? body.data?.template?.appName : '';
  return { result, appName: (typeof name === 'string' && name) || DEFAULT_APP_NAME };
}
