import { notFound } from 'next/navigation';

/** Any address no route claims: the 404 page inside the default layout. */
export default function UnknownRoute() {
  notFound();
}
