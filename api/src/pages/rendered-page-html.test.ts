import { describe, expect, it } from "vitest";
import { withRenderedPage } from "./rendered-page-html.ts";

describe("withRenderedPage", () => {
  it("puts the markup in the empty root and the state right after it, taking `$` patterns literally", () => {
    const html = withRenderedPage('<body><div id="root"></div><script src="/a.js"></script></body>', {
      html: "<h1>$&amp; $` $' $$</h1>",
      stateScript: '<script type="application/json" id="s">{"t":"$&"}</script>',
    });
    expect(html).toBe(
      '<body><div id="root"><h1>$&amp; $` $\' $$</h1></div><script type="application/json" id="s">{"t":"$&"}</script><script src="/a.js"></script></body>',
    );
  });
});
