import { TESTIMONIAL_PLACEHOLDER } from "../../shared/art.ts";
import { ART_FORMATS } from "../../shared/art-formats.ts";
import { inkOn } from "./contrast.ts";
import { box, image, type Node } from "./element.ts";
import { type FittedText, fitText } from "./fit.ts";
import { type Face, facesOf } from "./fonts.ts";
import type { RenderJob } from "./job.ts";

const PAD = 88;
const HEADER = 96;
const FOOTER = 48;
const GAP = 40;

/** What every layout draws with: the faces, inks and the content area's size. */
type Frame = {
  title: Face;
  text: Face;
  ink: string;
  accent: string;
  accentInk: string;
  width: number;
  height: number;
};

function lines(fitted: FittedText, face: Face, color: string, lineHeight: number, lead?: Node) {
  const step = Math.round(fitted.fontSize * lineHeight);
  const paragraph = (texts: string[]) =>
    box(
      { flexDirection: "column" },
      ...texts.map((text) => box({ height: step, whiteSpace: "nowrap" }, text)),
    );
  return box(
    {
      flexDirection: "column",
      gap: 24,
      fontFamily: face.name,
      fontSize: fitted.fontSize,
      lineHeight: `${step}px`,
      color,
    },
    ...fitted.paragraphs.map((texts) =>
      lead ? box({ gap: 32, alignItems: "flex-start" }, lead, paragraph(texts)) : paragraph(texts),
    ),
  );
}

function cover(job: RenderJob, f: Frame): Node {
  const titleBox = { width: f.width, height: f.height * 0.65 - 52, maxSize: 120, lineHeight: 1.1 };
  const title = fitText(f.title, [job.slide.title], titleBox);
  const rest = f.height - title.height - 52 - 32;
  const body = fitText(f.text, [job.slide.body], {
    width: f.width,
    height: rest,
    maxSize: 48,
    lineHeight: 1.3,
  });
  return box(
    { flexDirection: "column", justifyContent: "center", height: f.height },
    box({ width: 160, height: 12, background: f.accent, marginBottom: 40 }),
    lines(title, f.title, f.ink, 1.1),
    box({ height: 32 }),
    lines(body, f.text, f.ink, 1.3),
  );
}

function tip(job: RenderJob, f: Frame): Node {
  const badge = box(
    {
      width: 128,
      height: 128,
      borderRadius: 64,
      background: f.accent,
      color: f.accentInk,
      alignItems: "center",
      justifyContent: "center",
      fontFamily: f.title.name,
      fontSize: 64,
      marginBottom: 40,
    },
    String(job.index),
  );
  const room = f.height - 168;
  const title = fitText(f.title, [job.slide.title], {
    width: f.width,
    height: room * 0.45,
    maxSize: 80,
    lineHeight: 1.15,
  });
  const rest = room - title.height - 28;
  const body = fitText(f.text, [job.slide.body], {
    width: f.width,
    height: rest,
    maxSize: 48,
    lineHeight: 1.35,
  });
  return box(
    { flexDirection: "column", height: f.height },
    badge,
    lines(title, f.title, f.ink, 1.15),
    box({ height: 28 }),
    lines(body, f.text, f.ink, 1.35),
  );
}

function list(job: RenderJob, f: Frame): Node {
  const items = job.slide.items.length
    ? job.slide.items
    : job.slide.body.split("\n").filter(Boolean);
  const title = fitText(f.title, [job.slide.title], {
    width: f.width,
    height: f.height * 0.3,
    maxSize: 80,
    lineHeight: 1.15,
  });
  const rest = f.height - title.height - GAP;
  const fitted = fitText(f.text, items, {
    width: f.width - 56,
    height: rest,
    maxSize: 48,
    lineHeight: 1.3,
    paragraphGap: 24,
  });
  const bulletTop = Math.round((fitted.fontSize * 1.3 - 24) / 2);
  const bullet = box({
    width: 24,
    height: 24,
    marginTop: bulletTop,
    background: f.accent,
    flexShrink: 0,
  });
  return box(
    { flexDirection: "column", height: f.height },
    lines(title, f.title, f.ink, 1.15),
    box({ height: GAP }),
    lines(fitted, f.text, f.ink, 1.3, bullet),
  );
}

function quote(job: RenderJob, f: Frame): Node {
  const said = job.slide.body || TESTIMONIAL_PLACEHOLDER;
  const title = fitText(f.text, [job.slide.title], {
    width: f.width,
    height: 140,
    maxSize: 44,
    lineHeight: 1.3,
  });
  const rest = f.height - title.height - 160 - GAP;
  const text = fitText(f.title, [said], {
    width: f.width,
    height: rest,
    maxSize: 72,
    lineHeight: 1.2,
  });
  return box(
    { flexDirection: "column", height: f.height },
    lines(title, f.text, f.ink, 1.3),
    box({ height: GAP }),
    box(
      {
        height: 160,
        fontFamily: f.title.name,
        fontSize: 220,
        lineHeight: "220px",
        color: f.accent,
      },
      "“",
    ),
    lines(text, f.title, f.ink, 1.2),
  );
}

function cta(job: RenderJob, f: Frame): Node {
  const title = fitText(f.title, [job.slide.title], {
    width: f.width,
    height: f.height * 0.5,
    maxSize: 104,
    lineHeight: 1.1,
  });
  const parts = [lines(title, f.title, f.ink, 1.1)];
  if (job.slide.body) {
    const room = Math.min(220, f.height - title.height - 48 - 56);
    const action = fitText(f.text, [job.slide.body], {
      width: f.width - 112,
      height: room,
      maxSize: 48,
      lineHeight: 1.25,
    });
    parts.push(
      box({ height: 48 }),
      box(
        { background: f.accent, borderRadius: 48, padding: "28px 56px", alignSelf: "flex-start" },
        lines(action, f.text, f.accentInk, 1.25),
      ),
    );
  }
  return box({ flexDirection: "column", justifyContent: "center", height: f.height }, ...parts);
}

const LAYOUTS = { cover, tip, list, quote, cta };

function header(job: RenderJob, f: Frame): Node {
  const { logo, brandName } = job.look;
  if (logo) {
    const scale = Math.min(HEADER / logo.height, 400 / logo.width);
    const src = `data:image/png;base64,${Buffer.from(logo.png).toString("base64")}`;
    return box(
      { height: HEADER, alignItems: "center" },
      image(src, Math.round(logo.width * scale), Math.round(logo.height * scale)),
    );
  }
  const name = fitText(f.text, [brandName], {
    width: f.width,
    height: HEADER,
    maxSize: 36,
    lineHeight: 1.2,
  });
  return box({ height: HEADER, alignItems: "center" }, lines(name, f.text, f.ink, 1.2));
}

/** The slide's whole tree: header (logo or name), the layout's content, footer (page). */
export function slideTree(job: RenderJob): Node {
  const { width, height } = ART_FORMATS[job.format];
  const faces = facesOf(job.look.fontPair);
  const frame: Frame = {
    ...faces,
    ink: inkOn(job.look.color),
    accent: job.look.secondColor,
    accentInk: inkOn(job.look.secondColor),
    width: width - 2 * PAD,
    height: height - 2 * PAD - HEADER - FOOTER - 2 * GAP,
  };
  return box(
    {
      // Satori sizes boxes without their padding.
      width: width - 2 * PAD,
      height: height - 2 * PAD,
      flexDirection: "column",
      justifyContent: "space-between",
      padding: PAD,
      background: job.look.color,
      color: frame.ink,
      fontFamily: faces.text.name,
    },
    header(job, frame),
    LAYOUTS[job.slide.layout](job, frame),
    box(
      { height: FOOTER, justifyContent: "flex-end", alignItems: "center", fontSize: 32 },
      `${job.index + 1}/${job.total}`,
    ),
  );
}
