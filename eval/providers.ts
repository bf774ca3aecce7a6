import { DEFAULT_AI_MODEL } from "../src/server/env.ts";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { evalResponder } from "./fake-responder.ts";

export type ProviderName = "offline" | "fake" | "model";

/** Where the app's AI calls go during one run: the environment it is started with. */
export type Provider = {
  name: ProviderName;
  /** The report's column title. */
  title: string;
  open: () => Promise<{ env: Record<string, string>; close: () => Promise<void> }>;
};

/** No key: the offline composer writes, and its output is what the eval judges in CI. */
export const offlineProvider: Provider = {
  name: "offline",
  title: "offline composer",
  open: async () => ({ env: {}, close: async () => {} }),
};

/**
 * The repo's fake OpenAI server through the real SDK: proves the pipeline end to end. Named
 * the app's default model, so it is asked as that model is (strict json_schema) and its
 * (fake) token counts are priced like it.
 */
export const fakeProvider: Provider = {
  name: "fake",
  title: "fake provider",
  open: async () => {
    const fake = await startFakeOpenAI(evalResponder);
    return {
      env: { OPENAI_API_KEY: "sk-eval", OPENAI_BASE_URL: fake.baseUrl, AI_MODEL: DEFAULT_AI_MODEL },
      close: () => fake.close(),
    };
  },
};

/** The model the environment configures (OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL), if any. */
export function configuredProvider(env: NodeJS.ProcessEnv): Provider | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL } = env;
  if (!OPENAI_API_KEY) return null;
  const model = AI_MODEL || DEFAULT_AI_MODEL;
  const configured = { OPENAI_API_KEY, AI_MODEL: model };
  return {
    name: "model",
    title: `${model}${OPENAI_BASE_URL ? ` at ${new URL(OPENAI_BASE_URL).host}` : ""}`,
    open: async () => ({
      env: OPENAI_BASE_URL ? { ...configured, OPENAI_BASE_URL } : configured,
      close: async () => {},
    }),
  };
}
