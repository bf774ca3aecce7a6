import { expect } from "vitest";
import type { TestUser } from "./factories.ts";
import { readEvents } from "./sse-events.ts";

/** The café the generation tests write for: its brand, its strategy's and its script's forms. */
export const brand = {
  brandName: "Café da Serra",
  brandDescription: "Cafeteria artesanal com grãos da Mantiqueira",
  brandLocation: "Campinas (SP)",
  brandProblemSolution: "Café especial sem pretensão, perto de casa",
  brandValues: "qualidade, acolhimento, origem",
};
export const strategy = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  objective: "gerar_autoridade",
  productsServices: "Cafés especiais e cursos de barista para iniciantes",
  frequency: "2-3x_semana",
  channels: ["instagram", "linkedin"],
  tone: "empatico",
};
export const script = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  format: "carrossel",
  objective: "informar",
  targetAudience: "Amantes de café",
  duration: "7 slides",
  tone: "educativo",
  finalGoal: "Vender o curso de barista",
};

/** A tool's request as the user, its stream left unread. */
export const post = (user: TestUser, path: string, json: unknown, signal?: AbortSignal) =>
  user.client.request(`/api/generate/${path}`, { json, signal });

/** A tool's run as the user: a stream, read to its end. */
export async function generate(user: TestUser, path: string, json: unknown) {
  const response = await post(user, path, json);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  return readEvents(response);
}
