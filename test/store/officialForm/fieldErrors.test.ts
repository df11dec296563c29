/**
 * The message form's refusal names its empty fields, each with the notice its toast showed; a field
 * that changes leaves the list, the last one ends the refusal; the other form is untouched.
 */
import { makeStore } from '../../../store';
import { fieldChanged, officialFormFeature, selectFieldErrors, submitted } from '../../../store/officialForm';
import { fakeEffects } from '../../support/effects';

const newStore = () => makeStore({ effects: fakeEffects(), features: [officialFormFeature] });
const fieldsOf = (store: ReturnType<typeof newStore>, form: 'about' | 'contact') =>
  selectFieldErrors(form)(store.getState()).map((e) => `${e.field}:${e.code}`);

test('an incomplete submit records every empty field; each change clears its own', () => {
  const store = newStore();
  expect(fieldsOf(store, 'about')).toEqual([]);
  store.dispatch(fieldChanged({ form: 'about', field: 'name', value: 'Ana' }));
  store.dispatch(fieldChanged({ form: 'about', field: 'email', value: '   ' }));
  store.dispatch(submitted({ form: 'about' }));
  expect(fieldsOf(store, 'about')).toEqual([
    'telephone:incompleteForm',
    'email:incompleteForm',
    'remark:incompleteForm',
  ]);
  expect(fieldsOf(store, 'contact')).toEqual([]);

  store.dispatch(fieldChanged({ form: 'about', field: 'email', value: 'a@b.c' }));
  expect(fieldsOf(store, 'about')).toEqual(['telephone:incompleteForm', 'remark:incompleteForm']);
  // A field that was not refused changes nothing.
  store.dispatch(fieldChanged({ form: 'about', field: 'name', value: 'Ana B' }));
  expect(fieldsOf(store, 'about')).toEqual(['telephone:incompleteForm', 'remark:incompleteForm']);
  store.dispatch(fieldChanged({ form: 'about', field: 'telephone', value: '5' }));
  store.dispatch(fieldChanged({ form: 'about', field: 'remark', value: 'x' }));
  expect(fieldsOf(store, 'about')).toEqual([]);
});

test('a complete submit leaves no field errors', () => {
  const store = newStore();
  for (const field of ['name', 'telephone', 'email', 'remark'] as const)
    store.dispatch(fieldChanged({ form: 'contact', field, value: 'x' }));
  store.dispatch(submitted({ form: 'contact' }));
  expect(fieldsOf(store, 'contact')).toEqual([]);
});
