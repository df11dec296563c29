/**
 * The image captcha of the landing page, drawn as SVG. The answer is fixed by the caller
 * (always '1234' here, so tests can type it); the noise changes on every draw so the
 * refresh button visibly does something.
 */

const COLORS = ['#1f6feb', '#8250df', '#cf222e', '#1a7f37', '#9a6700'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const rand = (min: number, max: number) => Math.round(min + Math.random() * (max - min));

export function renderCaptcha(answer: string, width = 100, height = 40): string {
  const glyphs = [...answer].map((ch, i) => {
    const x = 14 + i * ((width - 20) / answer.length);
    const y = rand(26, 32);
    return `<text x="${x}" y="${y}" transform="rotate(${rand(-25, 25)} ${x} ${y})" fill="${pick(COLORS)}">${ch}</text>`;
  });
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${rand(0, width)}" y1="${rand(0, height)}" x2="${rand(0, width)}" y2="${rand(0, height)}" stroke="${pick(COLORS)}" stroke-width="1" opacity="0.6"/>`,
  );
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${rand(0, width)}" cy="${rand(0, height)}" r="1" fill="${pick(COLORS)}" opacity="0.5"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="captcha">`,
    `<rect width="100%" height="100%" fill="#f3f4f6"/>`,
    ...lines,
    `<g font-family="Verdana, sans-serif" font-size="24" font-weight="bold">`,
    ...glyphs,
    `</g>`,
    ...dots,
    `</svg>`,
  ].join('');
}
