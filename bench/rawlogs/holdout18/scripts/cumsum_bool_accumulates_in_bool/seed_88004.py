# cause: cumsum_bool_accumulates_in_bool
# expect: CreateAdd
# env: TVM_BACKTRACE=1
"""relaxfuzz saved case rf-50a97bbc (seed 88004).

Replays the op chain the fuzzer generated; exits non-zero on the failure it saved.
"""
import logging
import sys
import traceback

import numpy as np
import tvm
from tvm import relax

SEED = 88004
CASE = "rf-50a97bbc"
SHAPE = (5, 6)
DTYPE = "float32"
SOURCE = """
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5, 6), dtype="float32")):
        with R.dataflow():
            lv = R.greater(x, R.const(0, "float32"))
            gv = R.cumsum(lv, axis=0)
            R.output(gv)
        return gv
"""

logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                    format="%(asctime)s %(levelname)-7s relaxfuzz: %(message)s")
log = logging.getLogger("relaxfuzz")


class Mismatch(AssertionError):
    """raised by the oracle when the compiled program disagrees with the reference"""


def make_input(shape, dtype, rng):
    if dtype == "bool":
        return rng.random(shape) > 0.5
    if dtype.startswith("uint"):
        return rng.integers(0, 17, size=shape).astype(dtype)
    if dtype.startswith("int"):
        return rng.integers(-8, 9, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def compile_and_run(mod, inputs, opt=True):
    if opt:
        mod = relax.transform.FoldConstant()(mod)
        mod = relax.transform.DeadCodeElimination()(mod)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    res = vm["main"](*[tvm.runtime.tensor(a) for a in inputs])
    return res.numpy()


def stage(name, fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as e:
        log.error("stage %s raised for seed %d:\n%s", name, SEED, traceback.format_exc())
        raise RuntimeError(f"stage {name} failed for seed {SEED}") from e


def main():
    rng = np.random.default_rng(SEED)
    log.info("case %s seed %d: parsing %d lines of TVMScript", CASE, SEED, SOURCE.count(chr(10)))
    print(SOURCE)
    mod = stage("parse", tvm.script.from_source, SOURCE)
    x = make_input(SHAPE, DTYPE, rng)
    out = stage("compile+run", compile_and_run, mod, [x])
    log.info("output %s %s, checksum %.6g", out.shape, out.dtype, float(np.asarray(out, 'float64').sum()))


if __name__ == "__main__":
    main()
