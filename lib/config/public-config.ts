import { z } from 'zod/mini';
import { apiFamilyNames, type ApiFamily } from '@/contract/families';

/**
 * What the browser needs to know about the deployment, read from the environment at server start (never baked
 * into the bundle), so one build runs against the reference backend or the real platform.
 */
export const publicConfigSchema = z.object({
  siteUrl: z.string(),
  api: z.record(z.enum(apiFamilyNames as [ApiFamily, ...ApiFamily[]]), z.string()),
  realtime: z.object({
    broadcaster: z.enum(['socket.io', 'pusher', 'reverb']),
    host: z.string(),
    port: z.number(),
    key: z.string(),
    tls: z.boolean(),
    authEndpoint: z.string(),
  }),
  chatSocketUrl: z.string(),
  sentry: z.object({ dsn: z.optional(z.string()), environment: z.string() }),
  links: z.object({
    party: z.string(),
    portal: z.string(),
    franchise: z.string(),
    corp: z.string(),
    schedule: z.string(),
    chatbot: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

let browserConfig: PublicConfig | undefined;

/** Reads the config the root layout embedded in the page (once, then cached). Browser only. */
export function getBrowserConfig(): PublicConfig {
  if (browserConfig) return browserConfig;
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error('Public config is missing from the page');
  browserConfig = publicConfigSchema.parse(JSON.parse(element.textContent));
  return browserConfig;
}
