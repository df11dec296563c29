/**
 * The About and Contact forms of the public site (SPEC §5): name, telephone, e-mail and remark.
 * A submit is judged here, purely: any empty field gives 'incomplete', otherwise 'accepted' and the
 * form clears. While its 'Successful!' toast shows, a submit of the emptied form is ignored (a double tap),
 * unless the form was edited; after that an empty form is refused as any other. Nothing is sent to a
 * server; the listener shows the toast of the outcome and ends the quiet time.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FieldError } from '../notice';
import { rootReducer } from '../reducer';

export const FORM_FIELDS = ['name', 'telephone', 'email', 'remark'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormId = 'about' | 'contact';
type FormValues = Record<FormField, string>;

type Outcome =
  | { status: 'editing' }
  /** `errors`: the empty fields, shown under each until it changes. */
  | { status: 'incomplete'; errors: FieldError<FormField>[] }
  | { status: 'accepted' };

interface OfficialFormState {
  forms: Record<FormId, { values: FormValues; outcome: Outcome }>;
}

const empty = (): { values: FormValues; outcome: Outcome } => ({
  values: { name: '', telephone: '', email: '', remark: '' },
  outcome: { status: 'editing' },
});

const initialState: OfficialFormState = { forms: { about: empty(), contact: empty() } };

const isComplete = (values: FormValues) => FORM_FIELDS.every((f) => values[f].trim() !== '');

const officialFormSlice = createSlice({
  name: 'officialForm',
  initialState,
  reducers: {
    fieldChanged(state, action: PayloadAction<{ form: FormId; field: FormField; value: string }>) {
      const { form, field, value } = action.payload;
      const entry = state.forms[form];
      entry.values[field] = value;
      // The other empty fields keep their errors; the last one fixed ends the refusal.
      const errors = entry.outcome.status === 'incomplete' ? entry.outcome.errors.filter((e) => e.field !== field) : [];
      entry.outcome = errors.length ? { status: 'incomplete', errors } : { status: 'editing' };
    },
    submitted(state, action: PayloadAction<{ form: FormId }>) {
      const form = state.forms[action.payload.form];
      // Just accepted (a double tap: the first one cleared the form): the emptied form is not refused
      // under the 'Successful!' toast.
      if (form.outcome.status === 'accepted') return;
      if (isComplete(form.values)) state.forms[action.payload.form] = { ...empty(), outcome: { status: 'accepted' } };
      else
        form.outcome = {
          status: 'incomplete',
          errors: FORM_FIELDS.filter((f) => !form.values[f].trim()).map((field) => ({ field, code: 'incompleteForm' })),
        };
    },
    /** The 'Successful!' toast has gone: a Submit is judged again, empty form or not (SPEC §5). */
    acceptanceEnded(state, action: PayloadAction<{ form: FormId }>) {
      const form = state.forms[action.payload.form];
      if (form.outcome.status === 'accepted') form.outcome = { status: 'editing' };
    },
  },
  selectors: {
    selectForms: (state) => state.forms,
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof officialFormSlice> {}
}

/** Injected when this module loads (with its route); reads as the initial state until its first action. */
export const officialForm = officialFormSlice.injectInto(rootReducer);

export const { acceptanceEnded, fieldChanged, submitted } = officialForm.actions;
