import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s: on a busy 2-core CI machine, lazy chunks and MSW replies can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
