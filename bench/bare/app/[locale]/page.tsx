import { connection } from 'next/server';

/** A server-rendered page per request (like the app's home page, which is dynamic because of cookies). */
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Quiz</h1>
      <p>A bare Next.js page with the app&apos;s i18n provider.</p>
    </main>
  );
}
