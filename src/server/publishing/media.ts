import type { AppDeps } from "../app-env.ts";
import type { PublishingSecrets } from "./secrets.ts";

/*
 * The slides Meta fetches (decision 063): each at a URL under APP_URL signed with an HMAC of its
 * publication, place and expiry, served by a public route only while that holds.
 */

/** Long enough for Meta to fetch a container's images, short enough to be of no later use. */
const MEDIA_SECONDS = 60 * 60;

export const MEDIA_PATH = "/api/publishing/media";

const signed = (publicationId: string, number: number, expires: number) =>
  `media:${publicationId}:${number}:${expires}`;

export function mediaUrl(
  deps: Pick<AppDeps, "env">,
  secrets: PublishingSecrets,
  publicationId: string,
  number: number,
) {
  const expires = Math.floor(Date.now() / 1000) + MEDIA_SECONDS;
  const signature = secrets.sign(signed(publicationId, number, expires));
  return `${deps.env.APP_URL}${MEDIA_PATH}/${publicationId}/${number}?expires=${expires}&signature=${signature}`;
}

/** Whether a media request carries this publication's valid, unexpired signature. */
export function mediaSigned(
  secrets: PublishingSecrets,
  place: { publicationId: string; number: string },
  query: { expires: string; signature: string },
) {
  const expires = Number(query.expires);
  return (
    /^\d{1,2}$/.test(place.number) &&
    expires >= Date.now() / 1000 &&
    secrets.verify(signed(place.publicationId, Number(place.number), expires), query.signature)
  );
}
