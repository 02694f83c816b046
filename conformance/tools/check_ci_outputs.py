#!/usr/bin/env python3
"""Checks truename's CI outputs with the real consumers an engine team's CI uses.

- JUnit: every report is validated against Jenkins xunit's JUnit schema (`junit-10.xsd`, as
  shipped in pytest's source distribution on PyPI, which tests its own JUnit output with it)
  by `xmlschema` (PyPI); its `tests`, `failures`, `errors` and `skipped` must add up, an engine
  crash must be an `<error>` with and without `--expectations`; and `junit-report-merger`
  (npm) must merge two reports with every count kept.
- HTML: the report is opened in Debian's chromium, headless; the summary must be in the
  first viewport (checked on the DOM chromium built, dumped with --dump-dom), and a
  screenshot is written.

Usage: check_ci_outputs.py --truename PATH [--work DIR] [--only junit|html]
Installs what it needs into DIR (default target/ci-consumers): pip and npm packages there,
Node/npm and chromium from Debian when they are missing (as root, as CI is).
"""

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PYTEST_SDIST = "pytest==8.3.4"
XSD_IN_SDIST = "pytest-8.3.4/testing/example_scripts/junit-10.xsd"
XMLSCHEMA = "xmlschema==4.3.2"
MERGER = "junit-report-merger@9.0.4"
EXAMPLE = f"python3 {ROOT}/conformance/adapters/example-python/adapter.py"


def run(argv, **kw):
    print("+", " ".join(argv), flush=True)
    return subprocess.run(argv, check=True, **kw)


def apt_install(*packages):
    run(["apt-get", "update", "-q"], stdout=subprocess.DEVNULL)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "install", "-y", "-q", *packages], env=env, stdout=subprocess.DEVNULL)


def junit_xsd(work):
    """junit-10.xsd from pytest's source distribution (PyPI)."""
    xsd = os.path.join(work, "junit-10.xsd")
    if not os.path.exists(xsd):
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:",
             PYTEST_SDIST, "-d", work])
        sdist = os.path.join(work, PYTEST_SDIST.replace("==", "-") + ".tar.gz")
        with tarfile.open(sdist) as t:
            with t.extractfile(XSD_IN_SDIST) as src, open(xsd, "wb") as dst:
                dst.write(src.read())
    return xsd


def merger(work):
    """The `jrm` command of junit-report-merger (npm), installed under `work`."""
    if shutil.which("npm") is None:
        apt_install("nodejs", "npm")
    node = os.path.join(work, "node")
    jrm = os.path.join(node, "node_modules", ".bin", "jrm")
    if not os.path.exists(jrm):
        os.makedirs(node, exist_ok=True)
        run(["npm", "install", "--prefix", node, "--no-audit", "--no-fund", "--silent", MERGER])
    return jrm


def truename(binary, *args, expect):
    """Runs truename; its stdout. `expect`: the exit statuses allowed."""
    p = subprocess.run([binary, *args, "--no-progress"], capture_output=True, text=True)
    if p.returncode not in expect:
        sys.exit(f"truename {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return p.stdout


def counts(element):
    return {k: int(element.get(k, "0")) for k in ("tests", "failures", "errors", "skipped")}


def check_adds_up(path):
    """Every suite's counts are its test cases', and the root's are the suites' sums."""
    root = ET.parse(path).getroot()
    total = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for suite in root.iter("testsuite"):
        cases = suite.findall("testcase")
        seen = {
            "tests": len(cases),
            "failures": sum(c.find("failure") is not None for c in cases),
            "errors": sum(c.find("error") is not None for c in cases),
            "skipped": sum(c.find("skipped") is not None for c in cases),
        }
        if counts(suite) != seen:
            sys.exit(f"{path}: suite {suite.get('name')!r} says {counts(suite)}, has {seen}")
        for k in total:
            total[k] += seen[k]
    root_counts = counts(root)
    for k in ("tests", "failures", "errors"):
        if root_counts[k] != total[k]:
            sys.exit(f"{path}: <testsuites> says {k}={root_counts[k]}, its suites {total[k]}")
    return total


CRASHER = """
import os, sys
sys.path.insert(0, {adapters!r})
import truename_protocol as tp
def open_case(case):
    if case["id"] == {case_id!r}:
        os._exit(3)
    raise tp.Skip("this test engine answers nothing")
tp.serve({{"name": "crasher", "version": "1", "capabilities": ["object:card", "query:same_name", "query:names"]}}, open_case)
"""


def crash_reports(binary, work):
    """JUnit reports of an engine that crashes on one case: without, then with, --expectations."""
    case_id = "201.2a/face-down-pair-share-no-name"
    script = os.path.join(work, "crasher.py")
    with open(script, "w") as f:
        f.write(CRASHER.format(adapters=f"{ROOT}/conformance/adapters", case_id=case_id))
    cmd = f"python3 {script}"
    expectations = os.path.join(work, "crasher-expectations.json")
    with open(expectations, "w") as f:
        f.write('{"engine": "crasher", "known_failures": [], "expected_skips": []}\n')
    out = []
    for extra in ([], ["--expectations", expectations]):
        xml = truename(binary, "run", "--cmd", cmd, "--id", case_id, "--format", "junit",
                       *extra, expect=(1,))
        path = os.path.join(work, f"crash{len(out)}.xml")
        with open(path, "w") as f:
            f.write(xml)
        total = check_adds_up(path)
        if total["errors"] != 1 or total["failures"] != 0:
            sys.exit(f"{path}: a crash must be one <error> and no <failure>, got {total}")
        out.append(path)
    return out


def check_junit(binary, work):
    xsd = junit_xsd(work)
    run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", XMLSCHEMA])
    import xmlschema  # noqa: E402 (installed just above)

    schema = xmlschema.XMLSchema(xsd)
    a = os.path.join(work, "model-and-mutant.xml")
    b = os.path.join(work, "example-python.xml")
    with open(a, "w") as f:
        f.write(truename(binary, "run", "--engine", "model", "--engine",
                         "mutant:split-both-on-stack", "--format", "junit", expect=(1,)))
    with open(b, "w") as f:
        f.write(truename(binary, "run", "--cmd", EXAMPLE, "--format", "junit", expect=(0,)))
    crashes = crash_reports(binary, work)
    reports = [a, b, *crashes]
    for path in reports:
        schema.validate(path)
        print(f"valid against junit-10.xsd: {path}: {check_adds_up(path)}", flush=True)
    # Failures (a), skips (b) and an error (the crash): every count is non-zero.
    inputs = [a, b, crashes[0]]
    merged = os.path.join(work, "merged.xml")
    run([merger(work), merged, *inputs])
    want = {k: sum(check_adds_up(p)[k] for p in inputs) for k in counts(ET.Element("x"))}
    got = counts(ET.parse(merged).getroot())
    if got != want or min(want.values()) == 0:
        sys.exit(f"junit-report-merger kept {got}; the reports hold {want}")
    print(f"junit-report-merger kept every count: {got}", flush=True)


# Added to a copy of the report (the report itself has no script): measures, in the page
# chromium laid out, whether the summary ends inside the first viewport, and writes the answer
# into the DOM that --dump-dom prints.
PROBE = """<script>
window.addEventListener("load", () => {
  const s = document.getElementById("summary");
  const box = s ? s.getBoundingClientRect() : null;
  const out = document.createElement("pre");
  out.id = "probe";
  const wide = s ? Math.max(...[...s.querySelectorAll("*")].map(e => e.getBoundingClientRect().right)) : 0;
  out.textContent = box ? `summary-bottom=${Math.ceil(box.bottom)} viewport=${innerHeight} summary-right=${Math.ceil(wide)} width=${innerWidth}` : "no-summary";
  document.body.appendChild(out);
});
</script>"""
VIEWPORT = (1280, 900)


def chromium():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return name
    apt_install("chromium", "fonts-dejavu-core")
    return "chromium"


def browser(*args):
    argv = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}", *args]
    p = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        sys.exit(f"chromium {' '.join(args)} exited {p.returncode}: {p.stderr[-2000:]}")
    return p.stdout


def check_html(binary, work):
    """The HTML report in headless chromium: its summary is in the first viewport."""
    page = os.path.join(work, "report.html")
    truename(binary, "run", "--engine", "model", "--engine", "mutant:split-both-on-stack",
             "--cmd", EXAMPLE, "--format", "html", "--output", page, expect=(1,))
    with open(page) as f:
        html = f.read()
    probe = os.path.join(work, "report-probe.html")
    with open(probe, "w") as f:
        f.write(html.replace("</body>", PROBE + "</body>"))
    dom = browser("--virtual-time-budget=5000", "--dump-dom", f"file://{probe}")
    start = dom.find('<pre id="probe">')
    if start < 0:
        sys.exit("chromium: the probe found no page")
    said = dom[start:].split(">", 1)[1].split("<", 1)[0]
    if not said.startswith("summary-bottom="):
        sys.exit(f"chromium: {said}: the report has no summary")
    bottom, height, right, width = (int(part.split("=")[1]) for part in said.split())
    if bottom > height:
        sys.exit(f"chromium: the summary ends at {bottom} px, below the first {height} px")
    if right > width:
        sys.exit(f"chromium: the summary is {right} px wide, wider than the {width} px window")
    for needed in ("RUN FAILED", "mutant:split-both-on-stack", "exit status 1", "started"):
        if needed not in dom:
            sys.exit(f"chromium: the page shows no {needed!r}")
    shot = os.path.join(work, "report.png")
    browser(f"--screenshot={shot}", f"file://{page}")
    print(f"HTML summary in the first viewport ({said}); screenshot {shot}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--truename", required=True)
    ap.add_argument("--work", default=os.path.join(ROOT, "target", "ci-consumers"))
    ap.add_argument("--only", choices=["junit", "html"])
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    binary = os.path.abspath(args.truename)
    if args.only in (None, "junit"):
        check_junit(binary, args.work)
    if args.only in (None, "html"):
        check_html(binary, args.work)
    print("CI outputs: checked by their consumers")


if __name__ == "__main__":
    main()
