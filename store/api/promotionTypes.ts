/** The promotion responses (string codes, read by the landing slice) as valibot schemas. */
import * as v from 'valibot';
import { optText, scalar, text } from './schema';

export const PromotionEnvelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ code: scalar, message: optText, data: v.optional(v.nullable(data), null) });
export const LandingTemplate = v.object({
  id: scalar,
  template: v.optional(
    v.looseObject({ title: optText, subtitle: optText, banner: optText, buttonText: optText, appName: optText }),
    {},
  ),
});
export type LandingTemplate = v.InferOutput<typeof LandingTemplate>;
export const Sid = v.object({ sid: text });
