import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { NavLink } from "./NavLink.tsx";

/** The link to /blog on the page at `path`: its markup. */
function blogLinkAt(path: string): string {
  return renderToStaticMarkup(
    <Router ssrPath={path}>
      <NavLink to="/blog" className={(active) => (active ? "on" : "off")}>
        Blog
      </NavLink>
    </Router>,
  );
}

describe("NavLink", () => {
  it("marks its section as the current page on the section's page and the pages below it", () => {
    for (const path of ["/blog", "/blog/", "/Blog", "/blog/a-post"]) {
      expect(blogLinkAt(path), path).toBe('<a aria-current="page" href="/blog" class="on">Blog</a>');
    }
  });

  it("leaves other pages, those whose path only starts the same way included, unmarked", () => {
    for (const path of ["/", "/browse", "/blogs", "/help/blog"]) {
      expect(blogLinkAt(path), path).toBe('<a href="/blog" class="off">Blog</a>');
    }
  });
});
