/**
 * The events the message form dispatches, in order: the sequence of actions is itself the assertion,
 * so a mock store records them (the form's rules are tested with the real store in forms.test.ts).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import configureMockStore from 'redux-mock-store';
import { fieldChanged, submitted } from '../../../store/officialForm';
import { rootReducer } from '../../../store/reducer';
import { MessageForm } from '../../../src/screens/official/MessageForm';

test('typing sends one fieldChanged per edit, and submitting sends submitted, nothing else', () => {
  const store = configureMockStore()(rootReducer(undefined, { type: '@@init' }));
  render(
    <Provider store={store}>
      <MessageForm form="contact" />
    </Provider>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'Call me' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(store.getActions()).toEqual([
    fieldChanged({ form: 'contact', field: 'name', value: 'Ana' }),
    fieldChanged({ form: 'contact', field: 'remark', value: 'Call me' }),
    submitted({ form: 'contact' }),
  ]);
});
