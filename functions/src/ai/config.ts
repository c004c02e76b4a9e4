// Which model writes for the salons, from configuration only (Firebase secrets
// in production, .env.local locally). None set: the built-in writer answers
// every call, which is what `npm start` and the tests use.
//
//   AI_PROVIDER   googleai | vertexai | openai | openai-compatible
//   AI_MODEL      the provider's model name (gemini-2.5-flash, gpt-4.1-mini, llama3.1 ...)
//   AI_API_KEY    the key (or GEMINI_API_KEY / OPENAI_API_KEY); Vertex AI uses the
//                 service account instead
//   AI_BASE_URL   for openai-compatible: the server's /v1 address (a local
//                 Ollama is http://localhost:11434/v1; a gateway in front of
//                 Anthropic or others works the same way)
//   AI_IMAGE_MODEL for generate-salon-image: imagen-3.0-generate-002 (Google),
//                 gpt-image-1 or dall-e-3 (OpenAI); without it the built-in maker draws
//   AI_MONTHLY_TOKENS  each salon's monthly allowance of model tokens (default 400000)
//   AI_TIMEOUT_MS      how long one model call may take (default 30000)

export const PROVIDERS = ['googleai', 'vertexai', 'openai', 'openai-compatible'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export interface ModelConfig {
  provider: ProviderName;
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  location: string | undefined;
  /** "googleai/gemini-2.5-flash": what the screens and the usage records name. */
  label: string;
  /** The image model (AI_IMAGE_MODEL), where the provider has one and it is set. */
  imageModel: string | undefined;
}

const env = (name: string) => process.env[name]?.trim() || undefined;

const DEFAULT_MODELS: Record<ProviderName, string | undefined> = {
  googleai: 'gemini-2.5-flash',
  vertexai: 'gemini-2.5-flash',
  openai: 'gpt-4.1-mini',
  'openai-compatible': undefined,
};

/** The configured model, or null when the built-in writer is all there is. */
export function modelConfig(): ModelConfig | null {
  const provider = env('AI_PROVIDER') as ProviderName | undefined;
  if (!provider || !PROVIDERS.includes(provider)) return null;
  const model = env('AI_MODEL') ?? DEFAULT_MODELS[provider];
  if (!model) return null;
  const apiKey =
    env('AI_API_KEY') ??
    (provider === 'googleai' ? (env('GEMINI_API_KEY') ?? env('GOOGLE_API_KEY')) : undefined) ??
    (provider.startsWith('openai') ? env('OPENAI_API_KEY') : undefined);
  const baseUrl = provider === 'openai-compatible' ? env('AI_BASE_URL') : undefined;
  if (provider === 'googleai' && !apiKey) return null;
  if (provider === 'openai' && !apiKey) return null;
  if (provider === 'openai-compatible' && !baseUrl) return null;
  return {
    provider,
    model,
    apiKey,
    baseUrl,
    location: env('AI_LOCATION'),
    label: `${provider}/${model}`,
    imageModel: provider === 'openai-compatible' ? undefined : env('AI_IMAGE_MODEL'),
  };
}

/** What an administrator sets to connect a model (shown to them, and in the README). */
export const AI_SETUP =
  'Set AI_PROVIDER (googleai, vertexai, openai or openai-compatible), AI_MODEL and AI_API_KEY (AI_BASE_URL for an OpenAI-compatible server such as a local Ollama at http://localhost:11434/v1) as Firebase secrets or in .env.local, then restart.';

export const monthlyTokens = () => Number(env('AI_MONTHLY_TOKENS') ?? 400_000);
export const modelTimeoutMs = () => Number(env('AI_TIMEOUT_MS') ?? 30_000);

/** The model's price per million tokens in USD (AI_PRICE_INPUT_PER_M, AI_PRICE_OUTPUT_PER_M), for the cost the workbench shows. */
export function modelPrice(): { input: number; output: number } | null {
  const input = Number(env('AI_PRICE_INPUT_PER_M'));
  const output = Number(env('AI_PRICE_OUTPUT_PER_M'));
  return Number.isFinite(input) && Number.isFinite(output) && input > 0 && output > 0
    ? { input, output }
    : null;
}
