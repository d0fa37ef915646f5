import './globals.css';

/**
 * Reached only for paths the proxy does not route to a language (it routes nearly all of them). A plain link: this
 * boundary's client code is part of every page's first load, and next/link would add its own chunk to it.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="error-page">
          <h1>404</h1>
          <p>This page could not be found.</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load home is what a 404 needs */}
          <a href="/">Home</a>
        </main>
      </body>
    </html>
  );
}
