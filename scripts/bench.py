#!/usr/bin/env python3
"""`make bench`: every benchmark of qiita-stats in one table.

Runs the release binaries against the emulator on loopback and prints one table: each figure
is the median of RUNS runs (at least 5) with min and max, beside its peer or bound, and the
ratio measured in the same run. Writes the rows to output/bench.json.

Python drives the runs and does the arithmetic; it is never part of the product. CPU time and
peak memory come from wait4(2) for each child, wall time from a monotonic clock.
"""

import json
import math
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".build" / "release"
RUNS = max(5, int(os.environ.get("RUNS", "5")))
# BENCH_ONLY=fetch-views,render runs some groups only (fetch-views, fetch-list, render, history).
GROUPS = ["fetch-views", "fetch-list", "render", "history"]
ONLY = [g for g in os.environ.get("BENCH_ONLY", "").split(",") if g] or GROUPS
VENV = ROOT / ".build" / "bench-venv"


class Timing:
    """Wall seconds, CPU seconds (user + system) and peak RSS (MiB) of one child."""

    def __init__(self, wall, cpu, rss):
        self.wall, self.cpu, self.rss = wall, cpu, rss


def run(arguments, env=None, stdout=subprocess.DEVNULL, check=True):
    arguments = [str(argument) for argument in arguments]
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen(arguments, env=env, stdout=stdout, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        stderr = errors.read().decode(errors="replace")
    if check and child.returncode != 0:
        sys.exit(f"bench: {' '.join(map(str, arguments))} exited {child.returncode}: {stderr.strip()[:400]}")
    return Timing(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def repeat(arguments, env=None, runs=RUNS, warmup=1):
    for _ in range(warmup):
        run(arguments, env)
    return [run(arguments, env) for _ in range(runs)]


def hyperfine(arguments, env, runs=RUNS, warmup=3):
    """Wall times (s) of `arguments` from hyperfine, which starts it without a shell and with
    less overhead than a Python child: what short commands need."""
    with tempfile.NamedTemporaryFile(suffix=".json") as export:
        subprocess.run(["hyperfine", "-N", "--warmup", str(warmup), "--runs", str(runs), "--style", "none",
                        "--export-json", export.name, " ".join(shlex.quote(str(a)) for a in arguments)],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        return json.load(open(export.name))["results"][0]["times"]


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "runs": len(values)}


class Emulator:
    def __init__(self, *options):
        self.log = Path(tempfile.mkstemp(suffix=".jsonl")[1])
        self.process = subprocess.Popen(
            [str(BIN / "qiita-emulator"), "--port", "0", "--log", str(self.log), *map(str, options)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        if not line.startswith("listening on "):
            sys.exit(f"bench: the emulator did not start ({line.strip()})")
        self.url = line.split()[-1]
        # The second line comes once the dataset is ready to serve.
        self.process.stdout.readline()

    def requests(self):
        return [json.loads(line) for line in self.log.read_text().splitlines() if line]

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.log.unlink(missing_ok=True)


rows = []


def row(work, unit, measured, peer_name, peer, target, note=""):
    """A row of the table: `measured` and `peer` are summaries (or a plain number for a bound);
    `target` is (ratio ≤ x) as ("le", x), or (ratio ≥ x) as ("ge", x), or an absolute bound
    ("abs", x) on the median."""
    peer_median = peer["median"] if isinstance(peer, dict) else peer
    kind, limit = target
    if kind == "abs":
        ratio = measured["median"] / limit
        met = measured["median"] <= limit
    else:
        ratio = measured["median"] / peer_median if kind == "le" else peer_median / measured["median"]
        met = ratio <= limit if kind == "le" else ratio >= limit
    rows.append({
        "work": work, "unit": unit, "measured": measured, "peer_name": peer_name, "peer": peer,
        "ratio": ratio, "target": {"kind": kind, "limit": limit}, "met": met, "note": note,
    })
    print(f"  … {work}: {measured['median']:.4g} {unit} ({'met' if met else 'MISSED'})", file=sys.stderr)


def fetch_home(base, extra=None):
    home = Path(tempfile.mkdtemp(prefix="bench-home-"))
    env = {"PATH": os.environ["PATH"], "HOME": str(home), "QIITA_API_BASE_URL": base,
           "QIITA_TOKEN": "emu-token", "TZ": "Asia/Tokyo", "LANG": "C.UTF-8"}
    env.update(extra or {})
    return home, env


def bench_fetch_views():
    """1. 400 articles whose views are not in the list: 8 GETs in flight, 50 ms latency."""
    items, latency, lanes = 400, 0.050, 8
    emulator = Emulator("--items", items, "--list-views", "off", "--latency-ms", 50, "--rate-limit", 100000,
                        "--bodies", "off")
    try:
        home, env = fetch_home(emulator.url)
        command = [BIN / "qiita-stats", "fetch", "--quiet", "--concurrency", lanes]
        timings = repeat(command, env)
        records = emulator.requests()
        paths = list(dict.fromkeys(r["path"] for r in records if r["path"].startswith("/api/v2/items/")))
        config = Path(home) / "curl.txt"
        config.write_text("".join(f'url = "{emulator.url}{p}"\noutput = "/dev/null"\n' for p in paths))
        curl = repeat(["curl", "-s", "--parallel", "--parallel-max", str(lanes), "-H",
                       "Authorization: Bearer emu-token", "-K", config])
    finally:
        emulator.stop()
    bound = (1 + math.ceil(items / lanes)) * latency
    wall = summary([t.wall for t in timings])
    row("fetch, views per article: 400 articles, 50 ms, 8 in flight", "s", wall, "round-trip bound", bound,
        ("le", 1.05), "bound: page 1, then 50 waves of 8")
    row("  the same, against curl --parallel-max 8 (the 400 GETs alone)", "s", wall, "curl", summary(
        [t.wall for t in curl]), ("le", 1.02))
    row("  the same, CPU (user + system)", "s", summary([t.cpu for t in timings]), "limit", 0.1, ("abs", 0.1))
    shutil.rmtree(home, ignore_errors=True)


def bench_fetch_list():
    """2. 10,000 articles with views in the list: 100 pages of bodies, 50 ms latency."""
    items, latency = 10_000, 0.050
    emulator = Emulator("--items", items, "--latency-ms", 50, "--rate-limit", 100000)
    try:
        home, env = fetch_home(emulator.url)
        command = [BIN / "qiita-stats", "fetch", "--quiet"]
        before = len(emulator.requests())
        run(command, env)
        requests = len(emulator.requests()) - before
        timings = repeat(command, env, warmup=0)
        page = subprocess.run(["curl", "-s", "-H", "Authorization: Bearer emu-token",
                               f"{emulator.url}/api/v2/authenticated_user/items?page=1&per_page=100"],
                              capture_output=True).stdout
    finally:
        emulator.stop()
    # The fewest requests: the user, 100 pages and the avatar.
    minimum = 1 + items // 100 + 1
    # Page 1 first (its count says how many follow), then the other 99 over 8 connections.
    bound = (1 + math.ceil(99 / 8)) * latency
    body_kb = len(page) / 100 / 1024
    row("fetch, views in the list: 10,000 articles, requests", "requests", summary([requests]), "minimum",
        minimum, ("le", 1.0))
    row(f"  the same, wall (bodies {body_kb:.0f} KB an article)", "s", summary([t.wall for t in timings]),
        "round-trip bound", bound, ("le", 1.3), "bound: page 1, then 99 pages over 8 connections")
    row("  the same, peak RSS", "MB", summary([t.rss for t in timings]), "limit", 80, ("abs", 80))
    shutil.rmtree(home, ignore_errors=True)


def calplot_seconds(snapshot_json, out):
    python = VENV / "bin" / "python"
    if not python.exists():
        return None
    script = f"""
import json, sys, pandas as pd, calplot, matplotlib
matplotlib.use("Agg")
items = json.load(open({str(snapshot_json)!r}))["items"]
days = pd.to_datetime([i["created_at"][:10] for i in items])
series = pd.Series(1, index=days).groupby(level=0).sum()
series = series[(series.index >= "2024-01-01") & (series.index <= "2024-12-31")]
figure, _ = calplot.calplot(series, cmap="Greens")
figure.savefig({str(out)!r})
"""
    timings = [run([python, "-c", script]) for _ in range(RUNS)]
    return summary([t.wall for t in timings])


def bench_render():
    """3, 4 and 5: a store of 10,000 articles over 10 years; whole commands, as a user runs them."""
    work = Path(tempfile.mkdtemp(prefix="bench-render-"))
    cache = work / "cache"
    subprocess.run([str(BIN / "qiita-bench"), "cache", "10000", "10", str(cache)], check=True, stdout=subprocess.DEVNULL)
    small = work / "cache-2000"
    subprocess.run([str(BIN / "qiita-bench"), "cache", "2000", "10", str(small)], check=True, stdout=subprocess.DEVNULL)
    out = work / "out"
    out.mkdir()
    env = {"PATH": os.environ["PATH"], "HOME": str(work), "XDG_DATA_HOME": str(cache), "TZ": "Asia/Tokyo",
           "COLUMNS": "120", "LANG": "C.UTF-8"}
    stats = [BIN / "qiita-stats", "report", "--offline"]
    ms = lambda times: summary([t * 1000 for t in times])  # noqa: E731
    four = hyperfine(stats + ["--year", "2024", "--png", out / "year.png", "--html", out / "year.html", "--json",
                              out / "year.json", "--terminal", "--color", "always"], env, runs=max(RUNS, 11))
    row("report --offline, a year of 10,000 articles, all four outputs", "ms", ms(four), "limit", 100,
        ("abs", 100))
    ten = hyperfine(stats + ["--from", "2016-01-01", "--to", "2025-12-31", "--json", out / "ten.json"], env,
                    runs=max(RUNS, 11))
    row("report --offline --json, 10 years of 10,000 articles", "ms", ms(ten), "limit", 50, ("abs", 50))
    png = hyperfine(stats + ["--year", "2024", "--png", out / "png-only.png"], env, runs=max(RUNS, 11))
    snapshot = cache / "snapshot.json"
    peer = calplot_seconds(snapshot, out / "calplot.png")
    if peer:
        row("  the year PNG alone, against Python's calplot (same data)", "ms", ms(png), "calplot", {k: (v * 1000 if k != "runs" else v)
                                                              for k, v in peer.items()}, ("ge", 20))
    else:
        print("  (calplot is not installed: make bench-deps installs it into .build/bench-venv)", file=sys.stderr)

    # 4. Start-up: --version beside a static Swift program that imports Foundation.
    hello = ROOT / ".build" / "bench" / "foundation-hello"
    version = hyperfine([BIN / "qiita-stats", "--version"], env, runs=max(RUNS, 31), warmup=5)
    baseline = hyperfine([hello], env, runs=max(RUNS, 31), warmup=5)
    row("qiita-stats --version", "ms", ms(version), "static Swift + Foundation", ms(baseline), ("le", 1.2))
    small_env = dict(env, XDG_DATA_HOME=str(small))
    glance = hyperfine(stats + ["--month", "2024-03", "--color", "always"], small_env, runs=max(RUNS, 31), warmup=5)
    row("report --offline (a month, terminal), 2,000 articles", "ms", ms(glance), "limit", 10, ("abs", 10))

    # 5. PNG size against optipng -o7 on the very same files.
    run(stats + ["--month", "2024-03", "--png", out / "month.png"], env)
    for name in ["month", "year"]:
        ours = (out / f"{name}.png").stat().st_size
        squeezed = out / f"{name}-o7.png"
        subprocess.run(["optipng", "-quiet", "-o7", "-out", str(squeezed), str(out / f"{name}.png")], check=True)
        row(f"PNG size, {name} (--pixel-scale 2)", "bytes", summary([ours]), "optipng -o7",
            squeezed.stat().st_size, ("le", 1.05))
    shutil.rmtree(work, ignore_errors=True)


def bench_history():
    """6. The history: a year of daily snapshots of 1,000 articles (qiita-bench history)."""
    text = subprocess.run([str(BIN / "qiita-bench"), "history", "1000", "365"], check=True, capture_output=True,
                          text=True).stdout

    def milliseconds(pattern):
        match = re.search(pattern + r".*?median ([0-9.]+) ms.*?\(min ([0-9.]+), max ([0-9.]+)", text)
        if not match:
            sys.exit(f"bench: cannot read '{pattern}' in qiita-bench's output:\n{text}")
        median, low, high = map(float, match.groups())
        return {"median": median, "min": low, "max": high, "runs": 21}

    row("history: report a year of views-gained (365,000 rows)", "ms",
        milliseconds("report a year of views-gained"), "limit", 100, ("abs", 100), "in-process")
    row("history: record one snapshot of 1,000 articles", "ms", milliseconds("record one snapshot"), "limit", 20,
        ("abs", 20), "in-process")


def print_table():
    header = ["work", "median", "min … max", "peer or bound", "ratio", "target", ""]
    lines = []
    for r in rows:
        m, unit = r["measured"], r["unit"]
        fmt = (lambda v: f"{v:.3g}") if unit in ("s", "MB") else (lambda v: f"{v:,.1f}" if v < 1000 else f"{v:,.0f}")
        peer = r["peer"]
        peer_text = f"{r['peer_name']} {fmt(peer['median'] if isinstance(peer, dict) else peer)}"
        kind, limit = r["target"]["kind"], r["target"]["limit"]
        target = f"≤ {limit} {unit}" if kind == "abs" else (f"≤ {limit}×" if kind == "le" else f"≥ {limit}× faster")
        ratio = f"{r['ratio']:.2f}×"
        lines.append([r["work"], f"{fmt(m['median'])} {unit}", f"{fmt(m['min'])} … {fmt(m['max'])}", peer_text,
                      ratio, target, "ok" if r["met"] else "MISSED"])
    widths = [max(len(str(c)) for c in column) for column in zip(header, *lines)]
    for line in [header, ["-" * w for w in widths]] + lines:
        print("  ".join(str(c).ljust(w) for c, w in zip(line, widths)).rstrip())


def main():
    started = time.time()
    for tool in ["qiita-stats", "qiita-emulator", "qiita-bench"]:
        if not (BIN / tool).exists():
            sys.exit(f"bench: {BIN / tool} is missing (make bench builds it)")
    if not (ROOT / ".build" / "bench" / "foundation-hello").exists():
        sys.exit("bench: .build/bench/foundation-hello is missing (make bench builds it)")
    print(f"bench: {RUNS} runs each, on {os.cpu_count()} cores; this takes a few minutes", file=sys.stderr)
    unknown = [g for g in ONLY if g not in GROUPS]
    if unknown:
        sys.exit(f"bench: BENCH_ONLY names no group {', '.join(unknown)} (groups: {', '.join(GROUPS)})")
    for group, bench in zip(GROUPS, [bench_fetch_views, bench_fetch_list, bench_render, bench_history]):
        if group in ONLY:
            bench()
    print(f"qiita-stats benchmarks, {time.strftime('%Y-%m-%d')}, {platform.machine()}, {os.cpu_count()} cores, "
          f"median of {RUNS}+ runs (min … max); ratio = measured / peer (or peer / measured for 'faster')")
    print()
    print_table()
    missed = [r["work"] for r in rows if not r["met"]]
    print()
    print(f"{len(rows) - len(missed)} of {len(rows)} targets met in {time.time() - started:.0f} s")
    if ONLY != GROUPS:
        return  # a partial run does not replace the table of record
    output = ROOT / "output" / "bench.json"
    output.write_text(json.dumps({"date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "machine": platform.machine(),
                                  "cores": os.cpu_count(), "runs": RUNS, "rows": rows}, indent=2) + "\n")
    print(f"written to {output.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
