// The smallest App Router page: the first-load JavaScript any Next.js app of this version ships.
export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next.js page.</p>
    </main>
  );
}
