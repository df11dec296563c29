/** @jest-environment node */
test('probe', () => { expect(typeof fetch).toBe('function'); });
