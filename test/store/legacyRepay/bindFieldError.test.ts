/**
 * The bind-card machine records which field a submit refused (with the notice the toast showed), and
 * forgets it when that field is edited; a good submit carries no error.
 */
import { makeStore } from '../../../store';
import { bindFieldEdited, bindSubmitted, legacyRepayFeature, selectBindState } from '../../../store/legacyRepay';
import { fakeEffects } from '../../support/effects';

const newStore = () => {
  const effects = fakeEffects();
  return { store: makeStore({ effects, features: [legacyRepayFeature] }), effects };
};

test('a short number, then a missing bank: each recorded with its notice, cleared by its own field only', () => {
  const { store, effects } = newStore();
  store.dispatch(bindSubmitted({ cardNo: '4111 1111', bankName: '', bankCode: '' }));
  expect(selectBindState(store.getState())).toEqual({
    status: 'editing',
    fieldError: { field: 'cardNo', code: 'badCardNumber' },
  });
  store.dispatch(bindFieldEdited('bankName'));
  expect(selectBindState(store.getState())).toMatchObject({ fieldError: { field: 'cardNo' } });
  store.dispatch(bindFieldEdited('cardNo'));
  expect(selectBindState(store.getState())).toEqual({ status: 'editing' });

  store.dispatch(bindSubmitted({ cardNo: '4111111111111111', bankName: '', bankCode: '' }));
  expect(selectBindState(store.getState())).toEqual({
    status: 'editing',
    fieldError: { field: 'bankName', code: 'bankRequired' },
  });
  // The toasts are the same codes, in the same order.
  expect(effects.said()).toEqual(['badCardNumber', 'bankRequired']);
});

test('a good submit goes on with no field error', () => {
  const { store } = newStore();
  store.dispatch(bindSubmitted({ cardNo: '4111 1111', bankName: '', bankCode: '' }));
  store.dispatch(bindSubmitted({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' }));
  expect(selectBindState(store.getState())).toEqual({ status: 'submitting' });
});
