import Link from 'next/link';
import './globals.css';

/** Reached only for paths the proxy does not route to a language (it routes nearly all of them). */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="error-page">
          <h1>404</h1>
          <p>This page could not be found.</p>
          <Link href="/">Home</Link>
        </main>
      </body>
    </html>
  );
}
