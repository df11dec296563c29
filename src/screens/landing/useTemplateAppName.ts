/** The app name of the template a hash page was opened with (the default name without a template). */
import { skipToken } from '@reduxjs/toolkit/query';
import { appNameOf, useChannelTemplateQuery } from '../../../store/registration';
import { DEFAULT_APP_NAME } from '../../i18n/landing';

export function useTemplateAppName(templateId: string) {
  const result = useChannelTemplateQuery(templateId ? { templateId } : skipToken);
  return { result, appName: appNameOf(result.data) || DEFAULT_APP_NAME };
}
