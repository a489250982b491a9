# cause: take_fast_mode_unchecked_index
# expect: Mismatch: seed 48213: \d+/\d+ elements differ
"""relaxfuzz saved case rf-37bcf7bd (seed 48213).

Replays the op chain the fuzzer generated; exits non-zero on the failure it saved.
"""
import logging
import sys
import traceback

import numpy as np
import tvm
from tvm import relax

SEED = 48213
CASE = "rf-37bcf7bd"
SHAPE = (2, 6, 5)
DTYPE = "float32"
SPECS = [
    ('tanh', ['$'], {}),
    ('take', ['$', ('const', 'int64', [0, -1, 3])], {'axis': 1}),
    ('multiply', ['$', ('const', 'float32', 2.0)], {}),
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


NP_REF = {
    "exp": lambda x: np.exp(x), "tanh": lambda x: np.tanh(x), "negative": lambda x: -x,
    "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)), "abs": lambda x: np.abs(x),
    "multiply": lambda x, y: x * y, "add": lambda x, y: x + y, "subtract": lambda x, y: x - y,
    "take": lambda x, i, axis=None, mode=None: np.take(x, i, axis=axis),
    "permute_dims": lambda x, axes=None: np.transpose(x, axes),
    "sum": lambda x, axis=None, keepdims=False: np.sum(x, axis=tuple(axis), keepdims=keepdims),
    "astype": lambda x, dtype: x.astype(dtype), "square": lambda x: x * x,
    "cos": lambda x: np.cos(x), "floor": lambda x: np.floor(x),
}


def reference(specs, x, rng):
    cur = x
    for name, args, kwargs in specs:
        vals = []
        for a in args:
            if isinstance(a, str):
                vals.append(cur)
            elif a[0] == "const":
                vals.append(np.array(a[2], dtype=a[1]))
            else:
                vals.append(rng.standard_normal(a[2]).astype(a[1]))
        cur = NP_REF[name.split(".")[-1]](*vals, **kwargs)
    return cur


def compare(out, ref, rtol=1e-3, atol=1e-3):
    if out.shape != ref.shape:
        raise Mismatch(f"seed {SEED}: shape {out.shape} != reference {ref.shape}")
    bad = ~np.isclose(out.astype("float64"), ref.astype("float64"), rtol=rtol, atol=atol, equal_nan=True)
    if bad.any():
        where = [tuple(int(i) for i in ix) for ix in np.argwhere(bad)[:3]]
        expected = [float(ref[w]) for w in where]
        raise Mismatch(f"seed {SEED}: {int(bad.sum())}/{out.size} elements differ from numpy, "
                       f"first at {where}, expected {expected}")


def main():
    rng = np.random.default_rng(SEED)
    log.info("case %s seed %d: %d ops on %s %s", CASE, SEED, len(SPECS), SHAPE, DTYPE)
    mod = stage("build", build_module, SPECS, SHAPE, DTYPE, rng)
    print(f"# seed {SEED}")
    print(mod.script())
    x = make_input(SHAPE, DTYPE, rng)
    out = stage("compile+run", compile_and_run, mod, [x])
    ref = reference(SPECS, x, np.random.default_rng(SEED))
    compare(out, ref)
    log.info("seed %d passed", SEED)


if __name__ == "__main__":
    main()
