"""`anec-report --format html` (tools/html_report.py): one self-contained
page, opened in headless Chromium (Debian's `chromium`; `make test` and
`.ci/run` install it where they can), where a person sees one table row per
op, the JSON's totals and a drawn roofline. Where Chromium is absent the
browser test skips and says why; the page's own checks run everywhere."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from anec.tools import anec_report

ROOT = Path(__file__).resolve().parent.parent
BLOCK = str(ROOT / "examples" / "resnet_basic_block.mlir")
BROWSERS = ("chromium", "chromium-browser", "google-chrome")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    """The compiled block's page on H13 and the JSON of the same report."""
    folder = tmp_path_factory.mktemp("html")
    html, data = folder / "report.html", folder / "report.json"
    args = [BLOCK, "--target", "h13", "--compile", "--tuning", str(ROOT / "tests" / "data" / "tune_report.txt")]
    assert anec_report.main([*args, "--format", "html", "-o", str(html)]) == 0
    assert anec_report.main([*args[:4], "--format", "json", "-o", str(data)]) == 0
    return html, json.loads(data.read_text())


def test_the_page_is_self_contained_and_deterministic(page: tuple[Path, dict], tmp_path: Path) -> None:
    html, report = page
    text = html.read_text()
    assert not re.search(r"<(script|link|img|iframe)[^>]+(src|href)=", text), "the page loads nothing from elsewhere"
    assert text.count('class="op-row') == len(report["ops"])
    assert "The tuner's decisions" in text and "The compile's decisions: programs" in text
    again = tmp_path / "again.html"
    args = [BLOCK, "--target", "h13", "--compile", "--tuning", str(ROOT / "tests" / "data" / "tune_report.txt")]
    assert anec_report.main([*args, "--format", "html", "-o", str(again)]) == 0
    assert again.read_bytes() == html.read_bytes()


def test_all_targets_side_by_side(tmp_path: Path) -> None:
    html = tmp_path / "all.html"
    assert anec_report.main([BLOCK, "--target", "all", "--format", "html", "-o", str(html)]) == 0
    text = html.read_text()
    assert text.count('class="target-row"') == 28
    assert text.count("Plotly.newPlot(") == 2 and "&lt;script" not in text  # the roofline and the targets' chart, as scripts


def test_what_a_person_sees_in_chromium(page: tuple[Path, dict]) -> None:
    browser = next((found for name in BROWSERS if (found := shutil.which(name))), None)
    if browser is None:
        pytest.skip("no headless Chromium on this machine (`apt-get install chromium`; make test installs it where it can)")
    html, report = page
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--dump-dom", html.as_uri()]
    dom = subprocess.run(command, capture_output=True, text=True, timeout=120, check=True).stdout
    ops_table = dom[dom.index('<table class="ops">') :]
    ops_table = ops_table[: ops_table.index("</table>")]
    assert ops_table.count('<tr class="op-row') == len(report["ops"])  # one row per op
    (total,) = re.findall(r'class="total-latency" data-value="([^"]+)"', dom)
    assert float(total) == report["total_latency_us"]
    assert re.search(r'class="dispatches">(\d+)<', dom).group(1) == str(report["dispatches"])  # type: ignore[union-attr]  # a match: the assertion fails with an AttributeError otherwise
    assert 'class="main-svg"' in dom, "plotly drew the roofline"
    assert dom.count('class="point"') >= 1  # the program's point on it
