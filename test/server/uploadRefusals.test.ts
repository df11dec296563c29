/** @jest-environment node */
/** The upload's refusals reach the borrower as a toast: each market reads them in its own language (issue 19). */
import { BASE, useContractServer } from './helpers';

useContractServer();

async function uploadText(language: string) {
  const form = new FormData();
  form.append('problemImage', new Blob(['not an image'], { type: 'image/png' }), 'p.png');
  const res = await fetch(`${BASE}/coalition/upload-problem-img`, {
    method: 'POST',
    body: form,
    headers: { 'Accept-Language': language },
  });
  return (await res.json()) as { code: number; message: string };
}

test.each([
  ['en-IN', 'Only JPG, PNG, GIF, WEBP or BMP images are accepted'],
  ['es-MX', 'Solo se admiten imágenes JPG, PNG, GIF, WEBP o BMP'],
])('a file that is not an image is refused in the %s market words', async (language, message) => {
  expect(await uploadText(language)).toEqual({ code: 3, message, data: null });
});
