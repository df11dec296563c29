/**
 * The About and Contact forms tapped twice on Submit (SPEC §5): the first tap accepts and clears; the
 * second is ignored until the visitor edits the form, so no field is marked invalid and no failure
 * toast covers 'Successful!'. Both site languages (the form's words differ).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../support/render';

describe.each([
  ['/Contact', { name: 'Name', telephone: 'Telephone', email: 'E-mail', remark: 'Remark', submit: 'Submit' }],
  [
    '/About?need-pop=2',
    { name: 'Nombre', telephone: 'Teléfono', email: 'Correo electrónico', remark: 'Comentario', submit: 'Enviar' },
  ],
])('%s', (path, labels) => {
  test('a double tap on Submit after a complete form: accepted once, nothing marked invalid', async () => {
    const { effects } = renderRoute(path);
    const name = await screen.findByRole('textbox', { name: labels.name });
    const fields = [
      name,
      screen.getByRole('textbox', { name: labels.telephone }),
      screen.getByRole('textbox', { name: labels.email }),
      screen.getByRole('textbox', { name: labels.remark }),
    ];
    const values = ['Ana', '5512345678', 'ana@example.com', 'Please call me'];
    for (const [i, field] of fields.entries()) await userEvent.type(field, values[i]);
    await userEvent.dblClick(screen.getByRole('button', { name: labels.submit }));
    expect(effects.notices).toEqual([{ code: 'formSuccess', tone: 'success', durationMs: 3000 }]);
    for (const field of fields) {
      expect(field).toHaveValue('');
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  });
});
