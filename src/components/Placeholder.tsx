/** A route whose screen its issue has not built yet: shows the screen's name. */
export function Placeholder({ name }: { name: string }) {
  return (
    <main className="page">
      <h1>{name}</h1>
    </main>
  );
}
