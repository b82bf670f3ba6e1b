import { dpFileName } from "@twend/composition";
import { MESSAGES, unsupportedFormatText } from "@twend/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { fillCaption } from "./caption.ts";
import { BACKGROUND_FAILED_REASON } from "./compose-request.ts";
import { generateFailedMessage } from "./generate-failure.ts";
import { INITIAL_STATE, canContinue, canGenerate, generatorReducer, type GeneratorAction, type GeneratorState } from "./generator-state.ts";
import { isMobileDevice, mayBeInAppBrowser } from "./device.ts";
import { inAppBrowserName } from "./in-app-browser.ts";
import { photoFileProblem, serverAcceptsPhoto } from "./photo-file.ts";
import { createComposeAhead } from "./compose-ahead.ts";
import { INSTAGRAM_ALERT, defaultShareText, facebookShareUrl, nativeShareText, shareContent, twitterShareUrl, whatsappShareUrl } from "./share-links.ts";

const photo = { id: 1, file: new File(["x"], "me.png", { type: "image/png" }) };
const png = new Blob(["png"], { type: "image/png" });
const i18n = await testI18n();

function run(includeText: boolean, ...actions: GeneratorAction[]): GeneratorState {
  return actions.reduce(generatorReducer(includeText), INITIAL_STATE);
}

describe("placing the photo on its face", () => {
  const onFace = { zoom: 2.5, offsetX: 0.3, offsetY: -0.1, rotation: 0 };
  const found: GeneratorAction = { type: "faceSearched", photoId: photo.id, transform: onFace };

  it("places a photo nobody has moved on its face, and a new photo starts again as picked", () => {
    expect(run(true, { type: "photoPicked", photo, metered: false }).face).toBeUndefined();
    const placed = run(true, { type: "photoPicked", photo, metered: false }, found);
    expect(placed.transform).toEqual(onFace);
    expect(placed.face).toEqual(onFace);
    const next = generatorReducer(true)(placed, { type: "photoPicked", photo: { ...photo, id: 2 }, metered: false });
    expect(next.transform).toEqual(INITIAL_STATE.transform);
    expect(next.face).toBeUndefined();
  });

  it("leaves the visitor's own placement, and a picture already made, as they are, but remembers the face for its button", () => {
    const moved = { zoom: 1.5, offsetX: 0, offsetY: 0 };
    const adjusted = run(true, { type: "photoPicked", photo, metered: false }, { type: "transformChanged", transform: moved }, found);
    expect(adjusted.transform).toEqual(moved);
    expect(adjusted.face).toEqual(onFace);
    const made = run(
      true,
      { type: "photoPicked", photo, metered: false },
      { type: "nameChanged", name: "Ada" },
      { type: "generated", result: { blob: png, url: "blob:x", source: "browser" } },
      found,
    );
    expect(made.transform).toEqual(INITIAL_STATE.transform);
    expect(made.result).not.toBeNull();
    expect(made.step).toBe(3);
  });

  it("only offers a face found after the visitor has turned, zoomed or moved the photo, even back to where it was picked", () => {
    const picked: GeneratorAction = { type: "photoPicked", photo, metered: false };
    const turned = { zoom: 1, offsetX: 0, offsetY: 0, rotation: 97 };
    const zoomed = { ...turned, zoom: 1.25 };
    const moved = { ...zoomed, offsetX: 0.1 };
    const touched = run(
      true,
      picked,
      { type: "transformChanged", transform: turned },
      { type: "transformChanged", transform: zoomed },
      { type: "transformChanged", transform: moved },
      found,
    );
    expect(touched.transform).toEqual(moved);
    expect(touched.face).toEqual(onFace);
    expect(touched.touched).toBe(true);

    // Reset before the detector answered puts the photo back as picked: the visitor's choice too.
    const reset = run(true, picked, { type: "transformChanged", transform: turned }, { type: "transformChanged", transform: INITIAL_STATE.transform }, found);
    expect(reset.transform).toEqual(INITIAL_STATE.transform);
    expect(reset.face).toEqual(onFace);

    // A new photo is the visitor's to place afresh: its face is applied again.
    const next = run(
      true,
      picked,
      { type: "transformChanged", transform: turned },
      { type: "photoPicked", photo: { ...photo, id: 2 }, metered: false },
      { ...found, photoId: 2 },
    );
    expect(next.touched).toBe(false);
    expect(next.transform).toEqual(onFace);
  });

  it("stops looking when the detector finds no face, and leaves the photo as picked", () => {
    const none = run(true, { type: "photoPicked", photo, metered: false }, { type: "faceSearched", photoId: photo.id, transform: null });
    expect(none.face).toBeNull();
    expect(none.transform).toEqual(INITIAL_STATE.transform);
  });

  it("on a metered connection waits for the visitor to ask, then places the face found, and searches their later photos at once", () => {
    const waiting = run(true, { type: "photoPicked", photo, metered: true });
    expect(waiting).toMatchObject({ faceSearch: "waiting", face: undefined });
    const moved = { zoom: 1.5, offsetX: 0, offsetY: 0 };
    const asked = run(true, { type: "photoPicked", photo, metered: true }, { type: "transformChanged", transform: moved }, { type: "faceAsked" });
    expect(asked).toMatchObject({ faceSearch: "asked", faceAsked: true });
    expect(generatorReducer(true)(asked, found).transform).toEqual(onFace);
    // Asked for after a picture was made: the face replaces it, and the picture is made again.
    const made = run(
      true,
      { type: "photoPicked", photo, metered: true },
      { type: "nameChanged", name: "Ada" },
      { type: "generated", result: { blob: png, url: "blob:x", source: "browser" } },
      { type: "faceAsked" },
      found,
    );
    expect(made).toMatchObject({ transform: onFace, result: null });
    // Moved again while the detector works: their hand wins.
    const movedAfter = run(true, { type: "photoPicked", photo, metered: true }, { type: "faceAsked" }, { type: "transformChanged", transform: moved }, found);
    expect(movedAfter.transform).toEqual(moved);
    const again = generatorReducer(true)(generatorReducer(true)(asked, { type: "reset" }), { type: "photoPicked", photo: { ...photo, id: 2 }, metered: true });
    expect(again.faceSearch).toBe("auto");
  });

  it("ignores a face found in a photo the visitor has since replaced", () => {
    const replaced = run(true, { type: "photoPicked", photo, metered: false }, { type: "photoPicked", photo: { ...photo, id: 2 }, metered: false }, found);
    expect(replaced.transform).toEqual(INITIAL_STATE.transform);
    expect(replaced.face).toBeUndefined();
  });
});

describe("the visitor's phases", () => {
  const drawn: GeneratorAction = { type: "photoDrawn", photoId: photo.id };
  const result = { blob: png, url: "blob:dp", source: "browser" } as const;

  it("goes from no photo through choosing, decoding and ready to done", () => {
    expect(INITIAL_STATE.phase).toBe("noPhoto");
    expect(run(false, { type: "photoChosen" }).phase).toBe("photoChosen");
    expect(run(false, { type: "photoChosen" }, { type: "photoPicked", photo, metered: false }).phase).toBe("decoding");
    expect(run(false, { type: "photoChosen" }, { type: "photoPicked", photo, metered: false }, drawn).phase).toBe("ready");
    expect(run(false, { type: "photoPicked", photo, metered: false }, drawn, { type: "generateStarted" }, { type: "generated", result }).phase).toBe("done");
  });

  it("returns to no photo when the first choice is refused or cannot be read", () => {
    expect(run(false, { type: "photoChosen" }, { type: "photoRejected", error: "no" })).toMatchObject({ phase: "noPhoto", error: "no" });
    expect(run(false, { type: "photoChosen" }, { type: "choiceFailed" }).phase).toBe("noPhoto");
  });

  it("keeps a picked photo's phase while another file is chosen, and ignores the drawing of a photo since replaced", () => {
    expect(run(false, { type: "photoPicked", photo, metered: false }, drawn, { type: "photoChosen" }).phase).toBe("ready");
    const replaced = run(false, { type: "photoPicked", photo, metered: false }, { type: "photoPicked", photo: { ...photo, id: 2 }, metered: false }, drawn);
    expect(replaced.phase).toBe("decoding");
  });

  it("fails with the reason and the server's offer, and the next change of an input makes it ready again", () => {
    const failed = run(
      false,
      { type: "photoPicked", photo, metered: false },
      drawn,
      { type: "generateStarted" },
      { type: "generateFailed", error: "x", serverFallback: true },
    );
    expect(failed).toMatchObject({ phase: "failed", error: "x", serverFallback: true });
    const moved = generatorReducer(false)(failed, { type: "transformChanged", transform: { zoom: 2, offsetX: 0, offsetY: 0 } });
    expect(moved).toMatchObject({ phase: "ready", error: null, serverFallback: false });
  });

  it("is ready again when a generation is cancelled, and records the server's progress", () => {
    const cancelled = run(false, { type: "photoPicked", photo, metered: false }, drawn, { type: "generateStarted" }, { type: "generateCancelled" });
    expect(cancelled.phase).toBe("ready");
    expect(run(false, { type: "serverProgress", progress: "queued" }).server).toBe("queued");
  });
});

describe("generator steps", () => {
  it("continues to step 2 only with a photo, and a name when the Twend prints one", () => {
    expect(run(true, { type: "continue" }).step).toBe(1);
    expect(run(true, { type: "photoPicked", photo, metered: false }, { type: "continue" }).step).toBe(1);
    expect(run(true, { type: "photoPicked", photo, metered: false }, { type: "nameChanged", name: "  " }, { type: "continue" }).step).toBe(1);
    expect(run(true, { type: "photoPicked", photo, metered: false }, { type: "nameChanged", name: "Ada" }, { type: "continue" }).step).toBe(2);
    expect(run(false, { type: "photoPicked", photo, metered: false }, { type: "continue" }).step).toBe(2);
  });

  it("disables Generate without photo, without a needed name, and while generating", () => {
    expect(canGenerate({ photo: null, name: "Ada", phase: "noPhoto" }, true)).toBe(false);
    expect(canGenerate({ photo, name: "", phase: "ready" }, true)).toBe(false);
    expect(canGenerate({ photo, name: "", phase: "ready" }, false)).toBe(true);
    expect(canGenerate({ photo, name: "Ada", phase: "decoding" }, true)).toBe(true);
    expect(canGenerate({ photo, name: "Ada", phase: "generating" }, true)).toBe(false);
    expect(canContinue({ photo, name: "Ada" }, true)).toBe(true);
  });

  it("goes to step 3 once the image is ready, and Back returns to step 1 only while there is no result", () => {
    const ready = [{ type: "photoPicked", photo, metered: false }, { type: "nameChanged", name: "Ada" }, { type: "continue" }] as const;
    expect(run(true, ...ready, { type: "back" }).step).toBe(1);
    const generating = run(true, ...ready, { type: "generateStarted" });
    expect(generating.phase).toBe("generating");
    const done = run(true, ...ready, { type: "generateStarted" }, { type: "generated", result: { blob: png, url: "blob:dp", source: "browser" } });
    expect(done).toMatchObject({ step: 3, phase: "done" });
    const adjusted = generatorReducer(true)(done, { type: "adjust" });
    expect(adjusted.step).toBe(2);
    expect(generatorReducer(true)(adjusted, { type: "back" }).step).toBe(3);
  });

  it("drops a result when an input changes, since it no longer matches", () => {
    const done = run(
      false,
      { type: "photoPicked", photo, metered: false },
      { type: "continue" },
      { type: "generated", result: { blob: png, url: "blob:dp", source: "browser" } },
    );
    const moved = generatorReducer(false)(done, { type: "transformChanged", transform: { zoom: 2, offsetX: 0, offsetY: 0 } });
    expect(moved).toMatchObject({ result: null, step: 2 });
  });

  it("'Create Another DP' resets photo, name, result and error and returns to step 1", () => {
    const failed = run(
      true,
      { type: "photoPicked", photo, metered: false },
      { type: "nameChanged", name: "Ada" },
      { type: "continue" },
      { type: "generateStarted" },
      {
        type: "generateFailed",
        error: "x",
        serverFallback: true,
      },
    );
    expect(generatorReducer(true)(failed, { type: "reset" })).toEqual(INITIAL_STATE);
  });

  it("words a failure as the spec's error catalogue does", () => {
    expect(generateFailedMessage(i18n, BACKGROUND_FAILED_REASON)).toBe("Failed to generate DP: the background image could not be loaded. Please try again.");
    expect(generateFailedMessage(i18n, "Canvas exploded.")).toBe("Failed to generate DP: Canvas exploded. Please try again.");
  });
});

describe("photo file", () => {
  it("takes images up to 5 MB only", () => {
    expect(photoFileProblem(i18n, { type: "image/jpeg", size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoFileProblem(i18n, { type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe(MESSAGES.photoTooLarge);
    expect(photoFileProblem(i18n, { type: "application/pdf", size: 10 })).toBe(unsupportedFormatText());
    expect(serverAcceptsPhoto({ type: "image/gif", size: 10 })).toBe(false);
    expect(serverAcceptsPhoto({ type: "image/webp", size: 10 })).toBe(true);
  });
});

describe("caption and share texts", () => {
  const link = "https://twend.example/campaign/vote";

  it("fills {name}, {title} and {link} wherever they appear", () => {
    expect(fillCaption("{name} backs {title}! {link} #{title}", { name: " Ada ", title: "Vote", link })).toBe(`Ada backs Vote! ${link} #Vote`);
    expect(fillCaption("{unknown} stays", { name: "", title: "T", link })).toBe("{unknown} stays");
  });

  it("uses the spec's text without a caption, and the link once in every share", () => {
    expect(defaultShareText(i18n, "Vote 2026")).toBe("Check out my new DP created with Vote 2026!");
    const content = shareContent(i18n, "Vote 2026", link, null);
    expect(new URL(twitterShareUrl(content)).searchParams.get("text")).toBe("Check out my new DP created with Vote 2026!");
    expect(new URL(twitterShareUrl(content)).searchParams.get("url")).toBe(link);
    expect(new URL(whatsappShareUrl(content)).searchParams.get("text")).toBe(`Check out my new DP created with Vote 2026! ${link}`);
    expect(new URL(facebookShareUrl(content)).searchParams.get("u")).toBe(link);
    expect(nativeShareText(content)).toBe(`Check out my new DP created with Vote 2026! ${link}`);
    expect(i18n._(INSTAGRAM_ALERT)).toBe("Download the image and share it on Instagram!");
  });

  it("shares the caption instead, without doubling a link it already holds", () => {
    const content = shareContent(i18n, "Vote", link, `I'm in! ${link}`);
    expect(new URL(twitterShareUrl(content)).searchParams.has("url")).toBe(false);
    expect(new URL(whatsappShareUrl(content)).searchParams.get("text")).toBe(`I'm in! ${link}`);
    expect(shareContent(i18n, "Vote", link, "  ").text).toBe("Check out my new DP created with Vote!");
  });

  it("names the download {name}_{title}_DP.png", () => {
    expect(dpFileName("Ada", "Vote")).toBe("Ada_Vote_DP.png");
    expect(dpFileName("", "Vote")).toBe("Vote_DP.png");
  });
});

describe("in-app browsers", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0.0.0", "Instagram"],
    ["Mozilla/5.0 (iPhone) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.0]", "Facebook"],
    ["Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 musical_ly_2023", "TikTok"],
    ["Mozilla/5.0 (iPhone) Mobile/15E148 Safari Line/13.1.0", "Line"],
    ["Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 BytedanceWebview/d8a21c6", "TikTok"],
    ["Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 TwitterAndroid", "X"],
    ["Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47", "WeChat"],
    ["Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 Telegram-Android/10.0.1", "Telegram"],
  ])("recognises %s, which the first load's quicker test lets through", (ua, name) => {
    expect(inAppBrowserName(ua)).toBe(name);
    expect(mayBeInAppBrowser(ua)).toBe(true);
  });

  it("leaves real browsers alone and tells phones from desktops", () => {
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
    const phoneChrome = "Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36";
    const safari = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    for (const ua of [chrome, phoneChrome, safari]) {
      expect(inAppBrowserName(ua)).toBeNull();
      expect(mayBeInAppBrowser(ua)).toBe(false);
    }
    expect(isMobileDevice(chrome, 0)).toBe(false);
    expect(isMobileDevice("Mozilla/5.0 (Linux; Android 14) Mobile", 5)).toBe(true);
    expect(isMobileDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", 5)).toBe(true);
  });
});

describe("drawing ahead of the click", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recorder() {
    const runs: Array<{ input: string; signal: AbortSignal }> = [];
    const ahead = createComposeAhead<string, string>({
      delayMs: 300,
      run: (input, signal) => {
        runs.push({ input, signal });
        return Promise.resolve(`png:${input}`);
      },
    });
    return { runs, ahead };
  }

  it("waits until the inputs have been still for 300 ms, drawing only the latest", async () => {
    const { runs, ahead } = recorder();
    ahead.schedule("a", "a");
    vi.advanceTimersByTime(200);
    ahead.schedule("b", "b");
    vi.advanceTimersByTime(299);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs.map((r) => r.input)).toEqual(["b"]);
    await vi.runAllTimersAsync();
    expect(ahead.peek("b")).toBe("png:b");
    expect(ahead.peek("a")).toBeUndefined();
  });

  it("hands out the finished drawing at once and does not draw it again", async () => {
    const { runs, ahead } = recorder();
    ahead.schedule("a", "a");
    await vi.advanceTimersByTimeAsync(300);
    await expect(ahead.take("a", "a")).resolves.toBe("png:a");
    ahead.schedule("a", "a");
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toHaveLength(1);
  });

  it("draws at once when told not to wait, and a click then takes that drawing instead of starting another", async () => {
    const { runs, ahead } = recorder();
    ahead.schedule("a", "a", 0);
    expect(runs.map((r) => r.input)).toEqual(["a"]);
    await expect(ahead.take("a", "a")).resolves.toBe("png:a");
    expect(runs).toHaveLength(1);
    ahead.schedule("b", "b");
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs.map((r) => r.input)).toEqual(["a", "b"]);
  });

  it("aborts a running drawing when the inputs change, and draws at once on a click before the delay", async () => {
    const { runs, ahead } = recorder();
    ahead.schedule("a", "a");
    await vi.advanceTimersByTimeAsync(300);
    ahead.schedule("b", "b");
    expect(runs[0]?.signal.aborted).toBe(true);
    await expect(ahead.take("b", "b")).resolves.toBe("png:b");
    expect(runs.map((r) => r.input)).toEqual(["a", "b"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    ahead.cancel();
  });
});
