/**
 * The About and Contact forms (SPEC §5): any empty field gives the failure toast for 1 s, a complete
 * form gives 'Successful!' and clears; nothing is sent to a server.
 */
import { makeStore } from '../../../store';
import {
  fieldChanged,
  FORM_FIELDS,
  INCOMPLETE_TOAST_MS,
  officialFormFeature,
  selectFormValues,
  submitted,
  type FormId,
} from '../../../store/officialForm';
import { fakeEffects, type FakeEffects } from '../../support/effects';

const incomplete = { code: 'incompleteForm', tone: 'fail', durationMs: 1000 };
const success = { code: 'formSuccess', tone: 'success', durationMs: 3000 };

let effects: FakeEffects;
const newStore = () => {
  effects = fakeEffects();
  return makeStore({ effects, features: [officialFormFeature] });
};

const complete = { name: 'Ana', telephone: '5512345678', email: 'ana@example.com', remark: 'Call me' };

function fill(store: ReturnType<typeof makeStore>, form: FormId, values: Partial<typeof complete>) {
  for (const [field, value] of Object.entries(values)) {
    store.dispatch(fieldChanged({ form, field: field as keyof typeof complete, value }));
  }
}

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

test('the failure toast lasts 1 s', () => {
  expect(INCOMPLETE_TOAST_MS).toBe(1000);
});

describe.each(['about', 'contact'] as const)('the %s form', (form) => {
  test('an empty form gives the failure toast for 1000 ms', () => {
    const store = newStore();
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([incomplete]);
  });

  test.each(FORM_FIELDS)('missing %s gives the failure toast and keeps what was typed', (missing) => {
    const store = newStore();
    fill(store, form, { ...complete, [missing]: '' });
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([incomplete]);
    expect(selectFormValues(form)(store.getState()).name).toBe(missing === 'name' ? '' : 'Ana');
  });

  test('a field of only spaces counts as empty', () => {
    const store = newStore();
    fill(store, form, { ...complete, remark: '   ' });
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([incomplete]);
  });

  test("a complete form gives 'Successful!' and clears", () => {
    const store = newStore();
    fill(store, form, complete);
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([success]);
    expect(selectFormValues(form)(store.getState())).toEqual({
      name: '',
      telephone: '',
      email: '',
      remark: '',
    });
  });
});

test('the two forms are independent', () => {
  const store = newStore();
  fill(store, 'about', complete);
  store.dispatch(submitted({ form: 'contact' }));
  expect(effects.notices).toEqual([incomplete]);
  expect(selectFormValues('about')(store.getState())).toEqual(complete);
});
