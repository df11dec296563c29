/**
 * The About and Contact forms (SPEC §5): any empty field gives the failure toast for 1 s, a complete
 * form gives 'Successful!' and clears; nothing is sent to a server.
 */
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { makeStore } from '../../../store';
import { INCOMPLETE_TOAST_MS } from '../../../store/officialForm/listeners';
import { fieldChanged, submitted, FORM_FIELDS, type FormId } from '../../../store/officialForm/slice';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const fb = feedback as jest.Mocked<typeof feedback>;

const complete = { name: 'Ana', telephone: '5512345678', email: 'ana@example.com', remark: 'Call me' };

function fill(store: ReturnType<typeof makeStore>, form: FormId, values: Partial<typeof complete>) {
  for (const [field, value] of Object.entries(values)) {
    store.dispatch(fieldChanged({ form, field: field as keyof typeof complete, value }));
  }
}

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
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
    const store = makeStore();
    store.dispatch(submitted({ form }));
    expect(fb.fail).toHaveBeenCalledWith(MSG.incompleteForm, 1000);
    expect(fb.success).not.toHaveBeenCalled();
  });

  test.each(FORM_FIELDS)('missing %s gives the failure toast and keeps what was typed', (missing) => {
    const store = makeStore();
    fill(store, form, { ...complete, [missing]: '' });
    store.dispatch(submitted({ form }));
    expect(fb.fail).toHaveBeenCalledWith(MSG.incompleteForm, 1000);
    expect(fb.success).not.toHaveBeenCalled();
    expect(store.getState().officialForm.forms[form].values.name).toBe(missing === 'name' ? '' : 'Ana');
  });

  test('a field of only spaces counts as empty', () => {
    const store = makeStore();
    fill(store, form, { ...complete, remark: '   ' });
    store.dispatch(submitted({ form }));
    expect(fb.fail).toHaveBeenCalledWith(MSG.incompleteForm, 1000);
  });

  test("a complete form gives 'Successful!' and clears", () => {
    const store = makeStore();
    fill(store, form, complete);
    store.dispatch(submitted({ form }));
    expect(fb.success).toHaveBeenCalledWith(MSG.formSuccess);
    expect(fb.fail).not.toHaveBeenCalled();
    expect(store.getState().officialForm.forms[form].values).toEqual({
      name: '',
      telephone: '',
      email: '',
      remark: '',
    });
  });
});

test('the two forms are independent', () => {
  const store = makeStore();
  fill(store, 'about', complete);
  store.dispatch(submitted({ form: 'contact' }));
  expect(fb.fail).toHaveBeenCalledWith(MSG.incompleteForm, 1000);
  expect(store.getState().officialForm.forms.about.values).toEqual(complete);
});
