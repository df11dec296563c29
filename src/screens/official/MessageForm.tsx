/**
 * The About / Contact message form (SPEC §5): name, telephone, e-mail and remark. The submit is
 * judged in the officialForm slice; nothing leaves the page.
 */
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  fieldChanged,
  selectFieldErrors,
  selectFormValues,
  submitted,
  type FormField,
  type FormId,
} from '../../../store/officialForm';
import { FieldError, invalidProps } from '../../ui/FieldError';
import { useSitePack } from './useSitePack';

const selectors = { about: selectFormValues('about'), contact: selectFormValues('contact') };
const errorSelectors = { about: selectFieldErrors('about'), contact: selectFieldErrors('contact') };
const INPUT_TYPES: Record<Exclude<FormField, 'remark'>, string> = { name: 'text', telephone: 'tel', email: 'email' };
const AUTOCOMPLETE: Record<Exclude<FormField, 'remark'>, string> = { name: 'name', telephone: 'tel', email: 'email' };

export function MessageForm({ form }: { form: FormId }) {
  const t = useSitePack().form;
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectors[form]);
  // The fields the last submit found empty: the toast's words repeat under each until it changes.
  const errors = useAppSelector(errorSelectors[form]);
  const errorOf = (field: FormField) => errors.find((e) => e.field === field)?.code ?? null;
  const change = (field: FormField) => (e: { target: { value: string } }) =>
    dispatch(fieldChanged({ form, field, value: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(submitted({ form }));
  };
  const id = (field: FormField) => `${form}-${field}`;
  const errorId = (field: FormField) => `${form}-${field}-error`;

  return (
    <form className="official-card official-form" onSubmit={onSubmit} noValidate aria-labelledby={`${form}-form-title`}>
      <h2 id={`${form}-form-title`}>{t.title}</h2>
      {(['name', 'telephone', 'email'] as const).map((field) => (
        <div className="field" key={field}>
          <label htmlFor={id(field)}>{t[field]}</label>
          <input
            id={id(field)}
            className="input"
            name={field}
            type={INPUT_TYPES[field]}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            onChange={change(field)}
            {...invalidProps(errorId(field), !!errorOf(field))}
          />
          <FieldError id={errorId(field)} code={errorOf(field)} />
        </div>
      ))}
      <div className="field">
        <label htmlFor={id('remark')}>{t.remark}</label>
        <textarea
          id={id('remark')}
          className="input"
          name="remark"
          rows={3}
          value={values.remark}
          onChange={change('remark')}
          {...invalidProps(errorId('remark'), !!errorOf('remark'))}
        />
        <FieldError id={errorId('remark')} code={errorOf('remark')} />
      </div>
      <button type="submit" className="btn btn-primary btn-block">
        {t.submit}
      </button>
    </form>
  );
}
