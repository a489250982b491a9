"""Build the raw-log triage corpus from small standalone TVM scripts.

    python bench/rawlogs/make_rawlogs.py --part main [-j 2] [--only GLOB]

Each <part>/scripts/<cause>/<variant>.py is run as a user would run it (see README.md for the header
lines it reads and the capture modes); the captured log goes to <part>/logs/<record-id>/<logfile>, and
<part>/labels.json and <part>/manifest.json describe every accepted record. Standard library only.
"""
import argparse
import concurrent.futures
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
TIMEOUT = 120
LOGFILE = {"stderr": "stderr.txt", "combined": "run.log", "pytest": "pytest.log", "pytest-native": "pytest-native.log",
           "pytest-short": "pytest-short.log", "pytest-line": "pytest-line.log", "ipython": "ipython.log",
           "notebook": "nbconvert.log"}
PYTEST = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
# the captures that need IPython, and for `notebook` nbconvert and ipykernel, in the running Python
COMMAND = {
    "stderr": [sys.executable, "{script}"],
    "combined": [sys.executable, "{script}"],
    "pytest": PYTEST + ["--color=yes", "{script}"],
    "pytest-native": PYTEST + ["--tb=native", "--color=no", "{script}"],
    "pytest-short": PYTEST + ["--tb=short", "--color=no", "{script}"],
    "pytest-line": PYTEST + ["--tb=line", "--color=no", "{script}"],
    "ipython": [sys.executable, "-m", "IPython", "{script}"],
    "notebook": [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--output",
                 "executed.ipynb", "notebook.ipynb"],
}
CELL_MARK = re.compile(r"^# %%.*$", re.MULTILINE)


def write_notebook(script, notebook):
    """The script as a notebook, one code cell per `# %%` section (nbformat 4, standard library only)."""
    cells = [c.strip("\n") for c in CELL_MARK.split(script.read_text())]
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "id": f"cell{k}", "metadata": {}, "outputs": [],
                     "source": c.splitlines(keepends=True)} for k, c in enumerate(cells) if c.strip()],
          "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
          "nbformat": 4, "nbformat_minor": 5}
    notebook.write_text(json.dumps(nb, indent=1))


def record_id(part, rel):
    return "s" + hashlib.sha1(f"{part}/{rel}".encode()).hexdigest()[:10]


def read_header(path):
    """The leading `# key: value` comment lines of a script."""
    head = {}
    for line in path.read_text().splitlines():
        if not line.startswith("#"):
            break
        m = re.match(r"#\s*(cause|expect|capture|env|post):\s?(.*)$", line)
        if m:
            head[m.group(1)] = m.group(2).strip()
    return head


def run_script(part, rel):
    """Run one script; return (record-id, record-or-None, log text, exit code, seconds, reason)."""
    path = HERE / part / rel
    rid = record_id(part, rel)
    head = read_header(path)
    cause, capture, post = head.get("cause"), head.get("capture", "stderr"), head.get("post")
    env_extra = dict(kv.split("=", 1) for kv in head.get("env", "").split())
    if not cause or "expect" not in head:
        return rid, None, "", None, 0.0, "header lacks cause or expect"
    if cause != path.parent.name:
        return rid, None, "", None, 0.0, f"cause {cause!r} is not its directory {path.parent.name!r}"
    if capture not in LOGFILE:
        return rid, None, "", None, 0.0, f"unknown capture {capture!r}"
    # a fresh directory at a fixed place, so that paths in the tracebacks are the same on every build
    work = Path(tempfile.gettempdir()) / "rawlogs-run" / part / rid
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    shutil.copy(path, work / path.name)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **env_extra}
    if capture == "notebook":
        write_notebook(path, work / "notebook.ipynb")
    cmd = [arg.format(script=path.name) for arg in COMMAND[capture]]
    stdout = subprocess.DEVNULL if capture == "stderr" else subprocess.PIPE
    err = subprocess.PIPE if capture == "stderr" else subprocess.STDOUT
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, cwd=work, env=env, stdout=stdout, stderr=err, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return rid, None, "", None, time.monotonic() - start, f"timed out after {TIMEOUT} s"
    finally:
        shutil.rmtree(work, ignore_errors=True)
    secs = time.monotonic() - start
    data = proc.stderr if capture == "stderr" else proc.stdout
    text = data.decode("utf-8", "replace")
    if proc.returncode == 0:
        return rid, None, text, 0, secs, "did not fail"
    if not re.search(head["expect"], text):
        return rid, None, text, proc.returncode, secs, "log does not match expect"
    # post-processing happens after the expect check: a truncated log may have lost the final line
    if post == "crlf":
        data = data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    elif post and post.startswith("truncate="):
        data = data[: int(len(data) * float(post.split("=", 1)[1]))]
    elif post:
        return rid, None, text, proc.returncode, secs, f"unknown post {post!r}"
    out = HERE / part / "logs" / rid
    out.mkdir(parents=True)
    (out / LOGFILE[capture]).write_bytes(data)
    record = {"script": rel, "capture": capture, "env": env_extra, "post": post, "exit": proc.returncode}
    return rid, (cause, record), text, proc.returncode, secs, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--part", required=True, choices=sorted(d.name for d in HERE.iterdir() if (d / "scripts").is_dir()))
    ap.add_argument("--only", metavar="GLOB", help="rebuild only the scripts whose path (scripts/<cause>/<variant>.py) matches")
    ap.add_argument("-j", type=int, default=2, help="scripts run at once (default 2)")
    args = ap.parse_args()
    root = HERE / args.part
    scripts = sorted(p.relative_to(root).as_posix() for p in (root / "scripts").glob("*/*.py"))
    if not scripts:
        sys.exit(f"no scripts under {root / 'scripts'}")
    labels, manifest = {}, {}
    if args.only:
        chosen = [s for s in scripts if fnmatch.fnmatch(s, args.only) or fnmatch.fnmatch(s[len("scripts/"):], args.only)]
        if (root / "labels.json").exists():
            labels = json.loads((root / "labels.json").read_text())
            manifest = json.loads((root / "manifest.json").read_text())
        kept = {record_id(args.part, s) for s in scripts if s not in chosen}
        labels = {k: v for k, v in labels.items() if k in kept}
        manifest = {k: v for k, v in manifest.items() if k in kept}
        for s in chosen:
            shutil.rmtree(root / "logs" / record_id(args.part, s), ignore_errors=True)
    else:
        chosen = scripts
        shutil.rmtree(root / "logs", ignore_errors=True)
    (root / "logs").mkdir(exist_ok=True)

    start, rejected = time.monotonic(), 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
        for rel, (rid, rec, text, code, secs, why) in zip(chosen, pool.map(lambda s: run_script(args.part, s), chosen)):
            cause = rel.split("/")[1]
            if rec:
                labels[rid], manifest[rid] = rec
                print(f"{rid} {cause:<32} exit={code:<4} {secs:6.1f}s accepted", flush=True)
            else:
                rejected += 1
                print(f"{rid} {cause:<32} exit={code!s:<4} {secs:6.1f}s REJECTED: {why} ({rel})", flush=True)
                tail = text[-3000:]
                print("    | " + "\n    | ".join(tail.splitlines()[-40:]), flush=True)
    (root / "labels.json").write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    (root / "manifest.json").write_text(json.dumps(dict(sorted(manifest.items())), indent=1, sort_keys=True) + "\n")
    print(f"{args.part}: {len(chosen) - rejected}/{len(chosen)} scripts accepted, {rejected} rejected; "
          f"{len(labels)} records, {len(set(labels.values()))} causes; {time.monotonic() - start:.0f} s")
    sys.exit(1 if rejected else 0)


if __name__ == "__main__":
    main()
