"""Child side of make_corpus.py: run one program.py the way a sandboxed oracle would.

usage: python harness.py PROGRAM.py OUT.json [TIMEOUT_S]

Writes exception_type/message/traceback to OUT.json when the program raises (then re-raises, so stderr has
the usual traceback too). A crash or a kill leaves no OUT.json: the parent classifies it from the exit
status and stderr, as the real runner does.
"""

import faulthandler
import json
import os
import resource
import runpy
import sys
import traceback

import tvm  # noqa: F401  imported before faulthandler so that faulthandler's handler runs first and chains

program, out = sys.argv[1], sys.argv[2]
timeout = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
faulthandler.enable()
if timeout:
    # like a runner's watchdog: show where the program was when it hung, then the parent kills it
    faulthandler.dump_traceback_later(timeout)
# an address-space limit a little above what importing TVM took, as the sandbox sets
with open("/proc/self/status") as fh:
    vm_kb = int(next(line for line in fh if line.startswith("VmSize:")).split()[1])
limit = vm_kb * 1024 + (3 << 30)
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

try:
    runpy.run_path(program, run_name="__main__")
except BaseException as exc:  # noqa: BLE001  the harness records every failure, then fails the same way
    cls = type(exc)
    name = cls.__qualname__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"
    with open(out, "w") as fh:
        json.dump({"exception_type": name, "message": str(exc), "traceback": traceback.format_exc()}, fh)
    raise
os._exit(0)
