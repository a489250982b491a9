#!/usr/bin/env python3
"""Standalone reproducer of a TVM failure, reduced by relayreduce.

Oracle opt-diff: the optimizing pipeline (constant folding, fusion) agrees with the unoptimized build.
Found with TVM 0.27.0.post1 on llvm.

    python repro.py [--target llvm|cuda]        (default target: llvm)

Exit status: 1 when the failure reproduces, 0 when TVM passes the check, 3 when TVM fails in another way
than the failure this script was made for (FAILURE_* below), 2 when the check cannot run here.
Needs only tvm and numpy. The check runs in a child process of this script, so that a crash inside TVM
becomes a verdict instead of taking the script down; the child's traceback is printed on stderr.
"""

import argparse
import base64
import io
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import traceback
from typing import TypeVar

import numpy as np

ORACLE = "opt-diff"
# The failure this script reproduces, as relayreduce recorded it: its kind, exception type and the first line
# of its message (None: not recorded, so not compared).
FAILURE_KIND = "mismatch"
FAILURE_TYPE = "Mismatch"
FAILURE_MESSAGE = "optimized vs unoptimized build: 1 of 3 elements differ; first at (2, 0, 0): 2.2560905275629555e-43 vs expected 9.782301225636218e+34 (allowed ±2.88e+31 there)"
TARGET = "llvm"
ENTRY = "main"
# Per float dtype: (absolute allowance, allowance in ulps) for this program, as relayreduce's oracle allows,
# and (mantissa bits, smallest normal exponent), which an ulp is computed from; at least RTOL relative.
RTOL = 0.0001
BUDGET = {'float16': (0.034641016151377546, 71.01408311032397), 'bfloat16': (0.27712812921102037, 71.01408311032397), 'float32': (1.7320508075688774e-05, 2906.381255100576), 'float64': (1e-05, 1560092675.2216792)}
FORMATS = {'float16': (10, -14), 'bfloat16': (7, -126), 'float32': (23, -126), 'float64': (52, -1022)}

# The program as Relax TVMScript.
SCRIPT = r'''# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(v3: R.Tensor((3, 1, 1), dtype="float32"), v8: R.Tensor((1, 3), dtype="float32"), v9: R.Tensor((1, 3), dtype="float32")) -> R.Tensor((3, 1, 1), dtype="float32"):
        v10: R.Tensor((3, 1, 1), dtype="float32") = R.nn.layer_norm(v3, v8, v9, axes=[1, 0], epsilon=0.0, center=False, scale=False)
        return v10
'''


# --------------------------------------------------------------------------------------------------
# The check. It runs in the child process (repro.py --child).


class Mismatch(AssertionError):
    """TVM produced a result that disagrees with the expected one."""


def import_tvm():
    """Only the child imports TVM: the parent has to outlive whatever TVM does."""
    global tvm, relax
    import tvm
    from tvm import relax


def load_module():
    """SCRIPT parsed into an IRModule, with the names its commented-out imports stand for."""
    from tvm.script import ir as I, relax as R, tirx as T

    names = {**CONSTANTS, "I": I, "R": R, "T": T, "tvm": tvm, "TypeVar": TypeVar}
    # relayreduce builds this module without the parser's well-formed check, so the check is off here too.
    return tvm.script.from_source(SCRIPT, extra_vars=names, check_well_formed=False)


def build(irmod, target, pipeline="default"):
    with tvm.target.Target(target):
        if pipeline == "optimized":
            irmod = relax.get_pipeline("zero")(irmod)
        if target.startswith("cuda"):
            # GPU kernels need thread bindings; DefaultGPUSchedule gives every PrimFunc a valid one.
            irmod = relax.transform.LegalizeOps()(irmod)
            irmod = tvm.s_tir.transform.DefaultGPUSchedule()(irmod)
    return tvm.compile(irmod, target=target, relax_pipeline="default")


def device(target):
    return tvm.cuda(0) if target.startswith("cuda") else tvm.cpu(0)


def run(executable, target):
    """The entry function's result on INPUTS, as NumPy arrays (a tuple result stays a tuple)."""
    dev = device(target)
    vm = relax.VirtualMachine(executable, dev)
    return to_numpy(vm[ENTRY](*[tvm.runtime.tensor(np.asarray(x), dev) for x in INPUTS]))


def to_numpy(value):
    if hasattr(value, "numpy"):
        return value.numpy()
    if isinstance(value, (list, tuple)) or type(value).__name__ in ("Array", "List"):
        return tuple(to_numpy(v) for v in value)
    return value


def compare(got, want, what):
    """The Mismatch for the first way got differs from want beyond the tolerance, or None when they agree."""
    if isinstance(want, tuple):
        if not isinstance(got, tuple) or len(got) != len(want):
            arity = str(len(got)) if isinstance(got, tuple) else "1 (a tensor)"
            return Mismatch(f"{what}: result has {arity} field(s), expected {len(want)}")
        for i, (g, w) in enumerate(zip(got, want)):
            failure = compare(g, w, f"{what}[{i}]")
            if failure is not None:
                return failure
        return None
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        return Mismatch(f"{what}: shape {got.shape} vs expected {want.shape}")
    if got.dtype != want.dtype:
        return Mismatch(f"{what}: dtype {got.dtype} vs expected {want.dtype}")
    allowed, bound = None, ""
    if want.dtype.kind == "f":
        g, w = got.astype(np.float64), want.astype(np.float64)
        allowed = tolerance(w, str(want.dtype))
        with np.errstate(invalid="ignore"):
            bad = ~((np.abs(g - w) <= allowed) | (g == w) | (np.isnan(g) & np.isnan(w)))
    else:  # integers and bools are exact
        bad = got != want
    if bad.any():
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        if allowed is not None:
            bound = f" (allowed ±{allowed[index]:.3g} there)"
        return Mismatch(f"{what}: {int(bad.sum())} of {bad.size} elements differ; first at {index}: "
                        f"{float(got[index])!r} vs expected {float(want[index])!r}{bound}")
    return None


def tolerance(want, dtype):
    """The difference allowed at each element: an absolute allowance plus a number of ulps of the value."""
    (absolute, ulps), (mantissa, min_exponent) = BUDGET[dtype], FORMATS[dtype]
    magnitude = np.abs(want)
    _, exponent = np.frexp(magnitude)
    exponent = np.where(magnitude == 0, min_exponent, np.maximum(exponent - 1, min_exponent))
    return absolute + np.maximum(RTOL * magnitude, ulps * np.ldexp(1.0, exponent - mantissa))


def check(target):
    """Run the opt-diff oracle. TVM's own errors propagate; a failure found by the check is returned."""
    irmod = load_module()
    results = {pipeline: run(build(irmod, target, pipeline), target) for pipeline in ("default", "optimized")}
    return compare(results["optimized"], results["default"], "optimized vs unoptimized build")


def prepare_child(target):
    """Import TVM and find the device; exit 2 with one line on stderr when the check cannot run here."""
    try:
        import_tvm()
    except Exception as err:
        cannot_run(f"tvm is not importable ({type(err).__name__}: {err})")
    for t in ("llvm", "cuda") if ORACLE == "cpu-gpu" else (target,):
        if t.startswith("cuda") and not tvm.cuda(0).exist:
            cannot_run(f"no CUDA device here (tvm.cuda(0).exist is False), so {ORACLE} cannot run on {t}")


def cannot_run(reason):
    print(f"cannot run: {reason}", file=sys.stderr)
    sys.exit(2)


def write_report(path, err):
    """For the parent's verdict: the failure's kind, as relayreduce's sandbox tells them, the exception's type
    and the first line of its message."""
    if path is None:
        return
    message = str(err)
    oom = isinstance(err, MemoryError) or "std::bad_alloc" in message  # TVM turns bad_alloc into InternalError
    kind = "oom" if oom else "mismatch" if type(err).__name__ == "Mismatch" else "exception"
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"kind": kind, "type": type(err).__name__, "message": first_line(message)}, f)


def first_line(text):
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


# --------------------------------------------------------------------------------------------------
# The parent: runs the check in a child process and turns how the child ended into a verdict.


def run_in_child(target, timeout):
    with tempfile.TemporaryDirectory(prefix="repro-") as tmp:
        report = os.path.join(tmp, "report.txt")
        command = [sys.executable, "-X", "faulthandler", os.path.abspath(__file__), "--child",
                   "--target", target, "--report", report]
        # The child's stdout and stderr are this process's: TVM's traceback streams through as it is printed.
        try:
            code = subprocess.run(command, env={**os.environ, "TVM_BACKTRACE": "1"}, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            code = None
        if code == 2:
            return 2  # the child said why on stderr
        print(f"expected: {expectation()}")
        if code is None:
            return verdict("timeout", "", f"TVM did not finish within {timeout:g}s (a hang)")
        if code == 0:
            print(f"did not reproduce: TVM passes the {ORACLE} oracle on {target}")
            return 0
        if code < 0:  # named as relayreduce's sandbox names a death by signal
            name = signal_name(-code)
            kind = "segfault" if name in ("SIGSEGV", "SIGBUS") else "oom" if name == "SIGKILL" else "crash"
            return verdict(kind, "", f"child process killed by {name} without a result")
        if not os.path.exists(report):
            return verdict("crash", "", f"child process exited with code {code} without a result")
        with open(report, encoding="utf-8") as f:
            seen = json.load(f)
    return verdict(seen["kind"], seen["type"], seen["message"])


def verdict(kind, exception_type, message):
    """Print what happened; 1 when it is the expected failure, else 3."""
    seen = f"{exception_type}: {message}" if exception_type else message
    if expected(kind, exception_type, message):
        print(f"REPRODUCED: {seen}")
        return 1
    print(f"DIFFERENT FAILURE, not the expected one: {kind}: {seen}")
    return 3


def expectation():
    if FAILURE_MESSAGE is None:
        return f"{FAILURE_KIND} {FAILURE_TYPE}".rstrip() + " (message not recorded)"
    return ": ".join(part for part in (FAILURE_KIND, FAILURE_TYPE, FAILURE_MESSAGE) if part)


def expected(kind, exception_type, message):
    """Whether a failure is the recorded one: the same kind, exception type and first line of the message, but
    for the numbers in it (element counts, values, addresses), which may differ on another machine."""
    if (kind, exception_type) != (FAILURE_KIND, FAILURE_TYPE):
        return False
    return FAILURE_MESSAGE is None or without_numbers(message) == without_numbers(FAILURE_MESSAGE)


def without_numbers(text):
    # Only standalone numbers: the 32 of float32 or the 5 of %v5 names something.
    return re.sub(r"(?<![\w.])[-+]?(?:0x[0-9a-f]+|\d+(?:\.\d*)?(?:e[-+]?\d+)?|\.\d+|nan|inf)(?![\w.])", "#", text,
                  flags=re.IGNORECASE)


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"SIG{number}"


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default=TARGET, help=f"llvm or cuda (default: {TARGET})")
    parser.add_argument("--timeout", type=float, default=600.0,
                        help="seconds before a run counts as a hang (default: 600)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--report", help=argparse.SUPPRESS)
    return parser.parse_args()


# --------------------------------------------------------------------------------------------------
# Data: the constants of SCRIPT and the inputs of @main.
# Small arrays are written out; larger ones are NumPy .npy files in base64.


def tensor(npy_base64):
    return np.load(io.BytesIO(base64.b64decode(npy_base64)), allow_pickle=False)


CONSTANTS = {}

INPUTS = [
    np.array([-1.9838871, -1.0290304, -0.06363047], dtype="float32").reshape(3, 1, 1),
    np.array([0.0, 0.0, 0.0], dtype="float32").reshape(1, 3),
    np.array([0.0, 0.0, 0.0], dtype="float32").reshape(1, 3),
]


if __name__ == "__main__":
    args = parse_args()
    if not args.child:
        sys.exit(run_in_child(args.target, args.timeout))
    prepare_child(args.target)
    try:
        failure = check(args.target)
        # Raised here at the top level, not inside check(): the traceback then holds no frame of this script
        # that triage keeps, exactly like the oracle's, so both get one signature.
        if failure is not None:
            raise failure
    except Exception as err:
        write_report(args.report, err)
        # Printed by the traceback module, as relayreduce's sandbox records it: the interpreter's own printer
        # leaves empty lines between the frames tvm-ffi adds, and triage reads those as the trace's end.
        traceback.print_exc()
        sys.exit(1)
