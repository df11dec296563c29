/**
 * The app's two font stacks (src/styles/base.css). Every family a browser lacks is one more font
 * lookup per text size and weight in a page's first layout (issue 18), so the text stack goes from the
 * WebView's font straight to the one Android, Windows and Linux have, and every stylesheet uses the
 * stacks instead of a list of its own.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '../../src');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The value of a custom property declared in base.css, as a list of families. */
function stack(name: string): string[] {
  const css = readFileSync(join(SRC, 'styles/base.css'), 'utf8');
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1];
  return (value ?? '').split(',').map((family) => family.trim());
}

test('text: the WebView font, then Arial, then the generic family', () => {
  const text = stack('--font-text');
  expect(text[0]).toBe('-apple-system');
  expect(text[1]).toBe('Arial');
  expect(text[text.length - 1]).toBe('sans-serif');
});

test('figures: the system monospace, then the generic one', () => {
  expect(stack('--font-figures')).toEqual(['ui-monospace', 'monospace']);
});

test('every font-family in the stylesheets is one of the two stacks (or inherits)', () => {
  const others = stylesheets(SRC).flatMap((file) =>
    Array.from(readFileSync(file, 'utf8').matchAll(/font-family:\s*([^;]+);/g))
      .map((m) => m[1].trim())
      .filter((value) => !['var(--font-text)', 'var(--font-figures)', 'inherit'].includes(value))
      .map((value) => `${relative(SRC, file)}: ${value}`),
  );
  expect(others).toEqual([]);
});

test("the kit's components take the text stack", () => {
  const css = readFileSync(join(SRC, 'ui/antdFont.css'), 'utf8');
  expect(css).toMatch(/--adm-font-family:\s*var\(--font-text\);/);
});
