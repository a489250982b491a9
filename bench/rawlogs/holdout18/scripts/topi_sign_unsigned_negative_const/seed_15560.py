# cause: topi_sign_unsigned_negative_const
# expect: cannot make uint from negative value -1
# capture: combined
"""relaxfuzz saved case rf-e1dbdb30 (seed 15560).

Replays the op chain the fuzzer generated; exits non-zero on the failure it saved.
"""
import logging
import sys
import traceback

import numpy as np
import tvm
from tvm import relax

SEED = 15560
CASE = "rf-e1dbdb30"
SHAPE = (3, 3, 3)
DTYPE = "float32"
SPECS = [
    ('abs', ['$'], {}),
    ('multiply', ['$', ('const', 'float32', 100.0)], {}),
    ('astype', ['$'], {'dtype': 'uint16'}),
    ('sign', ['$'], {}),
]

logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                    format="%(asctime)s %(levelname)-7s relaxfuzz: %(message)s")
log = logging.getLogger("relaxfuzz")


class Mismatch(AssertionError):
    """raised by the oracle when the compiled program disagrees with the reference"""


def resolve(name):
    obj = relax.op
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def operand(arg, cur, rng):
    if isinstance(arg, str) and arg == "$":
        return cur
    if isinstance(arg, list):
        return [operand(a, cur, rng) for a in arg]
    if not isinstance(arg, tuple):
        return arg
    kind, dtype, payload = arg
    if kind == "const":
        return relax.const(np.array(payload, dtype=dtype), dtype)
    return relax.const(rng.standard_normal(payload).astype(dtype), dtype)


def make_input(shape, dtype, rng):
    if dtype == "bool":
        return rng.random(shape) > 0.5
    if dtype.startswith("uint"):
        return rng.integers(0, 17, size=shape).astype(dtype)
    if dtype.startswith("int"):
        return rng.integers(-8, 9, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def build_module(specs, shape, dtype, rng):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(list(shape), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            cur = x
            for step, spec in enumerate(specs):
                name, args, kwargs = spec[:3]
                log.debug("step %d: %s %s", step, name, kwargs)
                call = resolve(name)(*[operand(a, cur, rng) for a in args], **kwargs)
                if len(spec) > 3:
                    call = relax.TupleGetItem(call, spec[3])
                cur = bb.emit(call)
            out = bb.emit_output(cur)
        bb.emit_func_output(out)
    return bb.get()


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
    log.info("case %s seed %d: %d ops on %s %s", CASE, SEED, len(SPECS), SHAPE, DTYPE)
    mod = stage("build", build_module, SPECS, SHAPE, DTYPE, rng)
    print(f"# seed {SEED}")
    print(mod.script())
    x = make_input(SHAPE, DTYPE, rng)
    out = stage("compile+run", compile_and_run, mod, [x])
    log.info("output %s %s, checksum %.6g", out.shape, out.dtype, float(np.asarray(out, 'float64').sum()))
    log.info("seed %d passed", SEED)


if __name__ == "__main__":
    main()
