"""Open a written page in headless Chromium with the network cut off.

Used by the browser tests, the layout benchmark and ``kg viz --screenshot``. It drives
Debian's ``chromium`` through playwright's Python package (``executable_path``); it never
downloads a browser. Every http(s) request is aborted and recorded, so a page that
tries to reach the internet shows up as a failed request rather than quietly working.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.errors import KgError

CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser")
ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-default-apps",
    "--disable-extensions",
)
MISSING = (
    "headless Chromium not found (looked for $KG_CHROMIUM, {}); install it with "
    "scripts/install-chromium (apt-get install chromium)"
)


class BrowserMissing(KgError):
    """No Chromium binary or no playwright package: the browser features cannot run."""


def chromium_path() -> str:
    """The Chromium binary to drive: ``$KG_CHROMIUM`` or Debian's install."""
    env = os.environ.get("KG_CHROMIUM")
    for candidate in ([env] if env else []) + list(CANDIDATES):
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("chromium")
    if found:
        return found
    raise BrowserMissing(MISSING.format(", ".join(CANDIDATES)))


@dataclass
class PageReport:
    """What happened while the page loaded: problems a user would hit."""

    page: Any
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)
    blocked_requests: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)


@contextmanager
def open_page(path: str | os.PathLike[str], width: int = 1280, height: int = 800) -> Iterator[PageReport]:
    """Load ``path`` from disk (file://) offline and yield the page with its report."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise BrowserMissing(
            "the playwright Python package is not installed (pip install playwright)"
        ) from None
    executable = chromium_path()
    url = Path(path).resolve().as_uri()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=list(ARGS), headless=True)
        try:
            context = browser.new_context(
                viewport={"width": width, "height": height}, service_workers="block"
            )
            page = context.new_page()
            report = PageReport(page)

            def route(r: Any) -> None:
                if r.request.url.startswith(("http:", "https:", "ws:", "wss:")):
                    report.blocked_requests.append(r.request.url)
                    r.abort()
                else:
                    r.continue_()

            context.route("**/*", route)
            page.on("console", lambda m: report.console_errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: report.page_errors.append(str(e)))
            page.on("requestfailed", lambda r: report.failed_requests.append(r.url))
            page.on("request", lambda r: report.requests.append(r.url))
            page.goto(url, wait_until="load")
            yield report
        finally:
            browser.close()


def wait_stabilized(page: Any, timeout_ms: int = 60_000) -> dict[str, float]:
    """Wait until the page's layout has stabilized; returns its timings (ms since navigation)."""
    page.wait_for_function("window.kgStabilized === true", timeout=timeout_ms)
    return page.evaluate("window.kgTimings")


def screenshot(
    html_path: str | os.PathLike[str], png_path: str | os.PathLike[str], width: int = 1200, height: int = 760
) -> Path:
    """Write a PNG of the stabilized page (used for the README and test artifacts)."""
    target = Path(png_path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with open_page(html_path, width, height) as report:
        wait_stabilized(report.page)
        report.page.wait_for_timeout(100)
        report.page.screenshot(path=str(target))
        problems = report.console_errors + report.page_errors + report.failed_requests
        if problems:
            raise KgError(f"the page reported a problem while rendering: {problems[0]}")
    return target
