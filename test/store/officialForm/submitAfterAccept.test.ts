/**
 * A Submit right after the form was accepted (a double tap: the first cleared the form) is ignored
 * while 'Successful!' shows: no 'Please provide complete information!', no field marked invalid, no
 * second toast over it. An edit, or the toast's end, makes the next Submit judged as usual (SPEC §5).
 */
import { makeStore } from '../../../store';
import {
  fieldChanged,
  officialFormFeature,
  selectFieldErrors,
  selectFormValues,
  submitted,
} from '../../../store/officialForm';
import { fakeEffects } from '../../support/effects';

afterEach(() => jest.useRealTimers());

const complete = { name: 'Ana', telephone: '5512345678', email: 'ana@example.com', remark: 'Call me' };
const success = { code: 'formSuccess', tone: 'success', durationMs: 3000 };
const incomplete = { code: 'incompleteForm', tone: 'fail', durationMs: 1000 };

describe.each(['about', 'contact'] as const)('the %s form', (form) => {
  const setup = () => {
    const effects = fakeEffects();
    const store = makeStore({ effects, features: [officialFormFeature] });
    for (const [field, value] of Object.entries(complete))
      store.dispatch(fieldChanged({ form, field: field as keyof typeof complete, value }));
    return { store, effects };
  };

  test('a second Submit right after acceptance does nothing', () => {
    const { store, effects } = setup();
    store.dispatch(submitted({ form }));
    store.dispatch(submitted({ form }));
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([success]);
    expect(selectFieldErrors(form)(store.getState())).toEqual([]);
    expect(selectFormValues(form)(store.getState())).toEqual({ name: '', telephone: '', email: '', remark: '' });
  });

  test("once 'Successful!' has gone, an empty form's Submit is refused again", async () => {
    jest.useFakeTimers();
    const { store, effects } = setup();
    store.dispatch(submitted({ form }));
    await jest.advanceTimersByTimeAsync(2999);
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([success]);
    await jest.advanceTimersByTimeAsync(1);
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([success, incomplete]);
    expect(selectFieldErrors(form)(store.getState()).map((e) => e.field)).toEqual([
      'name',
      'telephone',
      'email',
      'remark',
    ]);
  });

  test('after an edit, Submit is judged again', () => {
    const { store, effects } = setup();
    store.dispatch(submitted({ form }));
    store.dispatch(fieldChanged({ form, field: 'name', value: 'Luis' }));
    store.dispatch(submitted({ form }));
    expect(effects.notices).toEqual([success, incomplete]);
    expect(selectFieldErrors(form)(store.getState()).map((e) => e.field)).toEqual(['telephone', 'email', 'remark']);
  });
});
