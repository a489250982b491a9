"""Generators of failing TVM 0.27 Relax programs, one per root cause, for the labelled triage corpus.

Each generator takes a random.Random and returns the source of a standalone Python program that fails in
that root cause's way; shapes, dtypes, ops, names and the entry API (BlockBuilder or TVMScript) vary so that
messages differ between records of one cause. `EXPECT` says, per cause, what the failure must look like;
make_corpus.py drops (and reports) any record that does not match, so each label is checked against the
actual failure rather than assumed. The programs are flat scripts (no functions of their own) so the
harness's frames are the same for every cause and carry no label information.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

PRELUDE = """import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType
"""

FLOATS = ["float32", "float16", "float64"]
DTYPES = ["float32", "float16", "float64", "int32", "int64"]
NAMES = ["x", "y", "a", "b", "data", "lhs", "rhs", "inp", "w", "p0", "p1", "t"]
UNARY = ["nn.relu", "exp", "abs", "negative", "sigmoid", "tanh", "sqrt", "nn.silu"]


@dataclass(frozen=True)
class Call:
    out: str
    op: str  # relax.op path without prefix, e.g. "add", "nn.conv2d"
    args: tuple  # variable names (str) or lists of names
    kwargs: tuple = ()  # (key, python literal) pairs


def _arg(a, script: bool) -> str:
    if isinstance(a, (list, tuple)):
        return "[" + ", ".join(_arg(x, script) for x in a) + "]" if not script else "(" + ", ".join(_arg(x, script) for x in a) + ("," if len(a) == 1 else "") + ")"
    return a


def _call(c: Call, script: bool) -> str:
    args = [_arg(a, script) for a in c.args] + [f"{k}={v!r}" for k, v in c.kwargs]
    prefix = "R." if script else "relax.op."
    return f"{prefix}{c.op}({', '.join(args)})"


def bb_program(params: list[tuple[str, tuple, str]], calls: list[Call], dataflow: bool = True) -> str:
    lines = ["bb = relax.BlockBuilder()"]
    for name, shape, dtype in params:
        lines.append(f"{name} = relax.Var({name!r}, T({tuple(shape)!r}, {dtype!r}))")
    lines.append(f"with bb.function('main', [{', '.join(p[0] for p in params)}]):")
    ind = "    "
    if dataflow:
        lines.append(ind + "with bb.dataflow():")
        ind += "    "
    for c in calls:
        lines.append(f"{ind}{c.out} = bb.emit({_call(c, False)})")
    last = calls[-1].out if calls else params[0][0]
    if dataflow:
        lines.append(f"{ind}gv = bb.emit_output({last})")
        last = "gv"
        ind = ind[:-4]
    lines.append(f"{ind}bb.emit_func_output({last})")
    lines.append("mod = bb.get()")
    return "\n".join(lines)


def script_program(params: list[tuple[str, tuple, str]], calls: list[Call], dataflow: bool = True) -> str:
    sig = ", ".join(f"{n}: R.Tensor({tuple(s)!r}, {d!r})" for n, s, d in params)
    lines = ["@I.ir_module", "class Module:", "    @R.function", f"    def main({sig}):"]
    ind = "        "
    if dataflow:
        lines.append(ind + "with R.dataflow():")
        ind += "    "
    for c in calls:
        lines.append(f"{ind}{c.out} = {_call(c, True)}")
    last = calls[-1].out if calls else params[0][0]
    if dataflow:
        lines.append(f"{ind}R.output({last})")
        ind = ind[:-4]
    lines.append(f"{ind}return {last}")
    lines.append("mod = Module")
    return "\n".join(lines)


def program(rng: random.Random, params, calls, tail: str = "", entry: str | None = None, dataflow: bool | None = None) -> str:
    entry = entry or rng.choice(["bb", "script"])
    dataflow = rng.random() < 0.6 if dataflow is None else dataflow
    body = (bb_program if entry == "bb" else script_program)(params, calls, dataflow)
    return PRELUDE + "\n" + body + ("\n" + tail if tail else "") + "\n"


def shape(rng: random.Random, rank: int, lo: int = 2, hi: int = 9) -> list[int]:
    return [rng.randint(lo, hi) for _ in range(rank)]


def names(rng: random.Random, k: int) -> list[str]:
    return rng.sample(NAMES, k)


def maybe_prelude(rng: random.Random, var: str) -> tuple[list[Call], str]:
    """Optionally a valid unary op first, so that failing calls sit at different depths of the program."""
    if rng.random() < 0.5:
        return [], var
    return [Call("lv0", rng.choice(UNARY), (var,))], "lv0"


def _different(rng: random.Random, value: int, lo: int = 2, hi: int = 12) -> int:
    return rng.choice([v for v in range(lo, hi + 1) if v != value])


# ---- type inference errors ------------------------------------------------------------------------------
BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "floor_divide"]
COMPARE = ["equal", "less", "greater_equal", "not_equal"]


def broadcast_mismatch(rng):
    rank = rng.randint(1, 4)
    a = shape(rng, rank)
    b = list(a)
    j = rng.randrange(rank)
    b[j] = _different(rng, a[j])
    if j > 0 and rng.random() < 0.3:
        b = b[rng.randint(1, j) :]  # drop leading dims: still aligned on the right, still clashing at j
    x, y = names(rng, 2)
    dtype = rng.choice(FLOATS + ["int32"])
    pre, lhs = maybe_prelude(rng, x) if dtype in FLOATS else ([], x)
    calls = pre + [Call("lv1", rng.choice(BINARY + COMPARE), (lhs, y))]
    return program(rng, [(x, a, dtype), (y, b, dtype)], calls)


def binary_dtype_mismatch(rng):
    s = shape(rng, rng.randint(1, 4))
    x, y = names(rng, 2)
    d1, d2 = rng.sample(DTYPES, 2)
    calls = [Call("lv1", rng.choice(BINARY), (x, y))]
    return program(rng, [(x, s, d1), (y, s, d2)], calls)


def matmul_reduction_mismatch(rng):
    batch = shape(rng, rng.randint(0, 2), 1, 4)
    m, k, n = rng.randint(1, 16), rng.randint(2, 16), rng.randint(1, 16)
    k2 = _different(rng, k, 2, 16)
    x, y = names(rng, 2)
    dtype = rng.choice(FLOATS)
    pre, lhs = maybe_prelude(rng, x)
    calls = pre + [Call("lv1", "matmul", (lhs, y))]
    return program(rng, [(x, batch + [m, k], dtype), (y, batch + [k2, n], dtype)], calls)


def conv2d_channel_mismatch(rng):
    n, c, h, w = rng.randint(1, 4), rng.randint(2, 16), rng.randint(6, 20), rng.randint(6, 20)
    groups = rng.choice([1, 1, 2])
    c = c * groups
    o, kh = rng.randint(2, 16) * groups, rng.choice([1, 3, 5])
    ic = _different(rng, c // groups, 1, 16)
    layout = rng.choice(["NCHW", "NHWC"])
    data = [n, c, h, w] if layout == "NCHW" else [n, h, w, c]
    x, wt = names(rng, 2)
    dtype = rng.choice(FLOATS)
    kwargs = tuple((k, v) for k, v in (("strides", rng.choice([1, 2])), ("padding", rng.choice([0, 1])),
                                        ("groups", groups), ("data_layout", layout))
                   if rng.random() < 0.7 or k == "groups" or (k == "data_layout" and layout != "NCHW"))
    pre, lhs = maybe_prelude(rng, x)
    calls = pre + [Call("lv1", "nn.conv2d", (lhs, wt), kwargs)]
    return program(rng, [(x, data, dtype), (wt, [o, ic, kh, kh], dtype)], calls)


def reshape_size_mismatch(rng):
    s = shape(rng, rng.randint(1, 4))
    total = 1
    for d in s:
        total *= d
    new = shape(rng, rng.randint(1, 4))
    prod = 1
    for d in new:
        prod *= d
    if prod == total:
        new[0] += 1
    x = rng.choice(NAMES)
    dtype = rng.choice(DTYPES)
    pre, inp = maybe_prelude(rng, x) if dtype in FLOATS else ([], x)
    calls = pre + [Call("lv1", "reshape", (inp, [str(d) for d in new]))]
    return program(rng, [(x, s, dtype)], calls)


def _concat_inputs(rng, k):
    return names(rng, k)


def concat_dtype_mismatch(rng):
    k = rng.randint(2, 4)
    rank = rng.randint(1, 4)
    s = shape(rng, rank)
    dts = [rng.choice(DTYPES)] * k
    bad = rng.randrange(k)
    dts[bad] = rng.choice([d for d in DTYPES if d != dts[0]])
    vs = _concat_inputs(rng, k)
    axis = rng.randrange(rank)
    calls = [Call("lv1", "concat", (vs,), (("axis", axis),))]
    return program(rng, [(v, s, d) for v, d in zip(vs, dts)], calls)


def concat_rank_mismatch(rng):
    k = rng.randint(2, 4)
    rank = rng.randint(1, 3)
    s = shape(rng, rank)
    vs = _concat_inputs(rng, k)
    bad = rng.randrange(k)
    shapes = [s] * k
    shapes[bad] = s + shape(rng, rng.randint(1, 2)) if rng.random() < 0.6 or rank == 1 else s[1:]
    dtype = rng.choice(DTYPES)
    calls = [Call("lv1", "concat", (vs,), (("axis", 0),))]
    return program(rng, [(v, sh, dtype) for v, sh in zip(vs, shapes)], calls)


AXIS_OPS = ["sum", "mean", "max", "min", "prod", "variance", "std", "argmax", "argmin", "squeeze",
            "nn.softmax", "nn.log_softmax"]


def axis_out_of_range(rng):
    rank = rng.randint(1, 4)
    s = shape(rng, rank)
    op = rng.choice(AXIS_OPS)
    axis = rng.choice([rng.randint(rank, rank + 5), -rng.randint(rank + 1, rank + 5)])
    if op == "squeeze":
        s[rng.randrange(rank)] = 1
    listy = op in ("sum", "mean", "max", "min", "prod", "variance", "std", "squeeze") and rng.random() < 0.6
    x = rng.choice(NAMES)
    dtype = rng.choice(FLOATS)
    pre, inp = maybe_prelude(rng, x)
    calls = pre + [Call("lv1", op, (inp,), (("axis", [axis] if listy else axis),))]
    return program(rng, [(x, s, dtype)], calls)


def permute_dims_ndim_mismatch(rng):
    rank = rng.randint(1, 4)
    s = shape(rng, rank)
    k = rng.choice([r for r in range(1, 6) if r != rank])
    axes = rng.sample(range(max(k, rank)), k)
    x = rng.choice(NAMES)
    dtype = rng.choice(DTYPES)
    pre, inp = maybe_prelude(rng, x) if dtype in FLOATS else ([], x)
    calls = pre + [Call("lv1", "permute_dims", (inp,), (("axes", axes),))]
    return program(rng, [(x, s, dtype)], calls)


# ---- TVMScript parse errors -----------------------------------------------------------------------------
def tvmscript_undefined_var(rng):
    s = shape(rng, rng.randint(1, 3))
    x = rng.choice(["x", "a", "data", "inp"])
    ghost = rng.choice(["y", "bias", "weight", "tmp", "lv9", "scale", "undefined_var", "h"])
    op = rng.choice(["add", "multiply", "subtract", "maximum"])
    calls = [Call("lv0", rng.choice(UNARY), (x,))] if rng.random() < 0.5 else []
    src = calls[-1].out if calls else x
    calls.append(Call("lv1", op, (src, ghost) if rng.random() < 0.5 else (ghost, src)))
    return program(rng, [(x, s, "float32")], calls, entry="script")


def tvmscript_unknown_op(rng):
    s = shape(rng, rng.randint(1, 3))
    x = rng.choice(["x", "a", "data", "inp"])
    bogus = rng.choice(["relu", "nn.relu6x", "softmaxx", "nn.conv3x3", "matmull", "addd", "nn.gelu_fast", "sigmoidd",
                        "reduce_sum", "nn.dense", "transpose2", "flatten"])
    calls = [Call("lv0", rng.choice(UNARY), (x,))] if rng.random() < 0.5 else []
    src = calls[-1].out if calls else x
    calls.append(Call("lv1", bogus, (src,)))
    return program(rng, [(x, s, "float32")], calls, entry="script")


# ---- ill-formed modules ---------------------------------------------------------------------------------
def _free_var_module(rng):
    s = shape(rng, rng.randint(1, 3))
    x, ghost = names(rng, 2)
    dtype = rng.choice(FLOATS)
    pre, inp = maybe_prelude(rng, x)
    op = rng.choice(BINARY[:6])
    calls = pre + [Call("lv1", op, (inp, ghost))]
    src = PRELUDE + "\n" + bb_program([(x, s, dtype)], calls, rng.random() < 0.6)
    # the ghost variable is used but is no parameter of main
    decl = f"{ghost} = relax.Var({ghost!r}, T({tuple(s)!r}, {dtype!r}))\n"
    return src.replace("bb = relax.BlockBuilder()\n", "bb = relax.BlockBuilder()\n" + decl, 1)


def wf_undefined_var(rng):
    return _free_var_module(rng) + "\nrelax.analysis.well_formed(mod)\n"


def codegen_undefined_var(rng):
    return _free_var_module(rng) + "\ntvm.compile(mod, target='llvm')\n"


# ---- compile errors -------------------------------------------------------------------------------------
def codegen_unlegalized_op(rng):
    # symbolic leading dims that cannot be proven broadcastable: legalization skips the op, VM codegen fails
    rank = rng.randint(2, 3)
    tail = shape(rng, rank - 1)
    n1, n2 = rng.sample(["n", "m", "batch", "seq", "k", "len"], 2)
    x, y = names(rng, 2)
    dtype = rng.choice(FLOATS)
    op = rng.choice(BINARY)
    lines = [
        "bb = relax.BlockBuilder()",
        f"{n1}, {n2} = tirx.Var({n1!r}, 'int64'), tirx.Var({n2!r}, 'int64')",
        f"{x} = relax.Var({x!r}, T(({n1}, {', '.join(map(str, tail))}), {dtype!r}))",
        f"{y} = relax.Var({y!r}, T(({n2}, {', '.join(map(str, tail))}), {dtype!r}))",
        f"with bb.function('main', [{x}, {y}]):",
        f"    lv = bb.emit(relax.op.{op}({x}, {y}))",
        "    bb.emit_func_output(lv)",
        "mod = bb.get()",
        "tvm.compile(mod, target='llvm')",
    ]
    return PRELUDE + "\n" + "\n".join(lines) + "\n"


# ---- passes crashing ------------------------------------------------------------------------------------
def _small_model(rng, entry=None):
    s = shape(rng, 2)
    x, w = names(rng, 2)
    calls = [Call("lv0", "matmul", (x, w)), Call("lv1", rng.choice(UNARY), ("lv0",))]
    params = [(x, s, "float32"), (w, [s[1], rng.randint(2, 9)], "float32")]
    return program(rng, params, calls, entry=entry, dataflow=True), [x, w]


def bindparams_missing_param(rng):
    src, params = _small_model(rng)
    bogus = rng.sample(["weight", "bias", "w1", "gamma", "beta", "const0", "emb", "scale"], rng.randint(1, 2))
    binds = ", ".join(f"{b!r}: np.zeros((2, 2), 'float32')" for b in bogus)
    if rng.random() < 0.5:
        binds += f", {params[1]!r}: np.zeros((1,), 'float32')"
    return src + f"relax.transform.BindParams('main', {{{binds}}})(mod)\n"


def gradient_nonscalar_target(rng):
    src, _ = _small_model(rng)
    return src + "relax.transform.Gradient('main')(mod)\n"


def missing_global_var(rng):
    src, _ = _small_model(rng)
    fn = rng.choice(["foo", "forward", "main_1", "train_step", "encoder", "subgraph_0"])
    entry = rng.choice([
        f"relax.transform.Gradient({fn!r})(mod)",
        f"relax.transform.DeadCodeElimination([{fn!r}])(mod)",
        f"mod[{fn!r}]",
        f"mod.get_global_var({fn!r})",
    ])
    return src + entry + "\n"


# ---- runtime errors -------------------------------------------------------------------------------------
def vm_shape_mismatch(rng):
    rank = rng.randint(1, 3)
    s = shape(rng, rank)
    x = rng.choice(NAMES)
    calls = [Call("lv0", rng.choice(UNARY[:4]), (x,))]
    if rng.random() < 0.5:
        calls.append(Call("lv1", "add", ("lv0", x)))
    bad = list(s)
    j = rng.randrange(rank)
    bad[j] = _different(rng, s[j])
    src = program(rng, [(x, s, "float32")], calls)
    return src + (
        "ex = tvm.compile(mod, target='llvm')\n"
        "vm = relax.VirtualMachine(ex, tvm.cpu())\n"
        f"vm['main'](tvm.runtime.tensor(np.ones({tuple(bad)!r}, 'float32')))\n"
    )


# ---- crashes, hangs, memory -----------------------------------------------------------------------------
def segfault_deep_recursion(rng):
    depth = rng.randint(3000, 8000)
    op = rng.choice(["negative", "exp", "abs", "nn.relu", "sigmoid", "tanh", "sqrt", "floor"])
    s = shape(rng, rng.randint(1, 3))
    x = rng.choice(NAMES)
    how = "o = bb.emit(e)"
    lines = [
        f"{x} = relax.Var({x!r}, T({tuple(s)!r}, 'float32'))",
        f"e = {x}",
        f"for _ in range({depth}):",
        f"    e = relax.op.{op}(e)",
        "bb = relax.BlockBuilder()",
        f"with bb.function('main', [{x}]):",
        f"    {how}",
        "    bb.emit_func_output(o)",
    ]
    return PRELUDE + "\n" + "\n".join(lines) + "\n"


def segfault_printer_recursion(rng):
    depth = rng.randint(15000, 30000)
    op = rng.choice(["negative", "exp", "abs", "nn.relu", "sigmoid", "tanh", "sqrt", "floor"])
    s = shape(rng, rng.randint(1, 3))
    x = rng.choice(NAMES)
    show = rng.choice(["e.script()", "print(e.script())", "e.script(show_meta=False)", "e.show()"])
    lines = [
        f"{x} = relax.Var({x!r}, T({tuple(s)!r}, 'float32'))",
        f"e = {x}",
        f"for _ in range({depth}):",
        f"    e = relax.op.{op}(e)",
        show,
    ]
    return PRELUDE + "\n" + "\n".join(lines) + "\n"


def timeout_slow_compile(rng):
    n = rng.randint(3000, 3600)
    s = rng.choice([4, 8, 16])
    op = rng.choice(["add", "multiply", "subtract"])
    x = rng.choice(NAMES)
    lines = [
        "bb = relax.BlockBuilder()",
        f"{x} = relax.Var({x!r}, T(({s}, {s}), 'float32'))",
        f"with bb.function('main', [{x}]):",
        "    with bb.dataflow():",
        f"        e = {x}",
        f"        for _ in range({n}):",
        f"            e = bb.emit(relax.op.{op}(relax.op.matmul(e, e), e))",
        "        o = bb.emit_output(e)",
        "    bb.emit_func_output(o)",
        "tvm.compile(bb.get(), target='llvm')",
    ]
    return PRELUDE + "\n" + "\n".join(lines) + "\n"


def oom_huge_alloc(rng):
    dims = [rng.choice([40000, 50000, 65536, 100000]), rng.choice([40000, 50000, 65536, 100000])]
    dtype = rng.choice(["float32", "float64", "int64"])
    x = rng.choice(NAMES)
    make = rng.choice([f"R.zeros({tuple(dims)!r}, {dtype!r})", f"R.ones({tuple(dims)!r}, {dtype!r})",
                       f"R.full({tuple(dims)!r}, R.const(1, {dtype!r}), {dtype!r})"])
    src = (
        "@I.ir_module\nclass Module:\n    @R.function\n"
        f"    def main({x}: R.Tensor((1,), 'float32')):\n        z = {make}\n        return z\nmod = Module\n"
    )
    return PRELUDE + "\n" + src + (
        "ex = tvm.compile(mod, target='llvm')\n"
        "vm = relax.VirtualMachine(ex, tvm.cpu())\n"
        "vm['main'](tvm.runtime.tensor(np.ones((1,), 'float32')))\n"
    )


def oom_numpy_constant(rng):
    n = rng.choice([1 << 31, 3 << 30, 1 << 32, 5 << 30])
    dtype = rng.choice(["float32", "float64", "int64"])
    make = rng.choice([f"np.zeros(({n},), {dtype!r})", f"np.ones(({n},), {dtype!r})", f"np.full(({n},), 3, {dtype!r})",
                       f"np.empty(({n // 1024}, 1024), {dtype!r}) + 1"])
    return PRELUDE + f"\nc = relax.const({make})\n"


def mismatch_fp16_precision(rng):
    n = rng.choice([1000, 2048, 4096, 10000])
    op = rng.choice(["sum", "mean", "cumsum"])
    x = rng.choice(NAMES)
    out = "R.Tensor((), 'float16')" if op != "cumsum" else f"R.Tensor(({n},), 'float16')"
    expr = f"R.{op}({x})" if op != "cumsum" else f"R.cumsum({x}, axis=0)"
    src = (
        "@I.ir_module\nclass Module:\n    @R.function\n"
        f"    def main({x}: R.Tensor(({n},), 'float16')) -> {out}:\n        z = {expr}\n        return z\nmod = Module\n"
    )
    ref = {"sum": "np.sum(data.astype('float64'))", "mean": "np.mean(data.astype('float64'))",
           "cumsum": "np.cumsum(data.astype('float64'))"}[op]
    return PRELUDE + "\n" + src + (
        f"data = np.random.default_rng({rng.randint(0, 999)}).uniform(0.5, 1.5, {n}).astype('float16')\n"
        "ex = tvm.compile(mod, target='llvm')\n"
        "vm = relax.VirtualMachine(ex, tvm.cpu())\n"
        "got = vm['main'](tvm.runtime.tensor(data)).numpy()\n"
        f"np.testing.assert_allclose(got.astype('float64'), {ref}, rtol=1e-6)\n"
    )


# ---- held-out root causes: never used while developing triage, only for bench/triage_quality.py --holdout
def flip_axis_out_of_range(rng):
    rank = rng.randint(1, 4)
    x = rng.choice(NAMES)
    axis = rng.choice([rng.randint(rank, rank + 4), -rng.randint(rank + 1, rank + 4)])
    pre, inp = maybe_prelude(rng, x)
    return program(rng, [(x, shape(rng, rank), rng.choice(FLOATS))], pre + [Call("lv1", "flip", (inp,), (("axis", axis),))])


def take_indices_dtype(rng):
    x, i = names(rng, 2)
    rank = rng.randint(1, 3)
    calls = [Call("lv1", "take", (x, i), (("axis", rng.randrange(rank)),))]
    return program(rng, [(x, shape(rng, rank), rng.choice(FLOATS)), (i, shape(rng, 1), rng.choice(FLOATS))], calls)


def broadcast_to_mismatch(rng):
    rank = rng.randint(1, 3)
    s = shape(rng, rank)
    target = list(s)
    j = rng.randrange(rank)
    target[j] = _different(rng, s[j])
    x = rng.choice(NAMES)
    pre, inp = maybe_prelude(rng, x)
    calls = pre + [Call("lv1", "broadcast_to", (inp, [str(d) for d in target]))]
    return program(rng, [(x, s, rng.choice(FLOATS))], calls)


def conv1d_channel_mismatch(rng):
    n, c, w = rng.randint(1, 4), rng.randint(2, 16), rng.randint(6, 30)
    ic = _different(rng, c, 1, 16)
    x, wt = names(rng, 2)
    dtype = rng.choice(FLOATS)
    calls = [Call("lv1", "nn.conv1d", (x, wt))]
    return program(rng, [(x, [n, c, w], dtype), (wt, [rng.randint(2, 16), ic, rng.choice([1, 3, 5])], dtype)], calls)


def where_condition_dtype(rng):
    s = shape(rng, rng.randint(1, 3))
    c, x, y = names(rng, 3)
    dtype = rng.choice(FLOATS)
    cond = rng.choice(["float32", "int32", "int64", "float16"])
    calls = [Call("lv1", "where", (c, x, y))]
    return program(rng, [(c, s, cond), (x, s, dtype), (y, s, dtype)], calls)


def _vm_call(rng, arg: str):
    rank = rng.randint(1, 3)
    s = shape(rng, rank)
    x = rng.choice(NAMES)
    calls = [Call("lv0", rng.choice(UNARY[:4]), (x,))]
    src = program(rng, [(x, s, "float32")], calls)
    return src + (
        "ex = tvm.compile(mod, target='llvm')\n"
        "vm = relax.VirtualMachine(ex, tvm.cpu())\n"
        f"vm['main'](tvm.runtime.tensor({arg.format(shape=tuple(s), extra=tuple(s) + (rng.randint(1, 3),))}))\n"
    )


def vm_dtype_mismatch(rng):
    return _vm_call(rng, "np.ones({shape!r}, '" + rng.choice(["int32", "int64", "float64", "float16"]) + "')")


def vm_ndim_mismatch(rng):
    return _vm_call(rng, "np.ones({extra!r}, 'float32')")


def tvmscript_unsupported_syntax(rng):
    s = shape(rng, rng.randint(1, 3))
    x = rng.choice(["x", "a", "data", "inp"])
    stmt = rng.choice([
        "while True:\n            {x} = R.add({x}, {x})",
        "for i in range(3):\n            {x} = R.add({x}, {x})",
        "assert {x} is not None",
        "del {x}",
        "try:\n            {x} = R.exp({x})\n        except Exception:\n            pass",
    ]).format(x=x)
    src = (
        "@I.ir_module\nclass Module:\n    @R.function\n"
        f"    def main({x}: R.Tensor({tuple(s)!r}, 'float32')):\n        {stmt}\n        return {x}\nmod = Module\n"
    )
    return PRELUDE + "\n" + src


HOLDOUT_CAUSES = {
    f.__name__: f
    for f in (
        flip_axis_out_of_range, take_indices_dtype, broadcast_to_mismatch, conv1d_channel_mismatch,
        where_condition_dtype, vm_dtype_mismatch, vm_ndim_mismatch, tvmscript_unsupported_syntax,
    )
}

CAUSES = {
    f.__name__: f
    for f in (
        broadcast_mismatch, binary_dtype_mismatch, matmul_reduction_mismatch, conv2d_channel_mismatch,
        reshape_size_mismatch, concat_dtype_mismatch, concat_rank_mismatch, axis_out_of_range,
        permute_dims_ndim_mismatch, tvmscript_undefined_var, tvmscript_unknown_op, wf_undefined_var,
        codegen_undefined_var, codegen_unlegalized_op, bindparams_missing_param, gradient_nonscalar_target,
        missing_global_var, vm_shape_mismatch, segfault_deep_recursion, segfault_printer_recursion,
        timeout_slow_compile, oom_huge_alloc,
        oom_numpy_constant, mismatch_fp16_precision,
    )
}

# What each cause's failure must look like: (kind, regex over the exception type + message + stderr).
# This is the label check: it reads the raw failure, not triage's normalization.
EXPECT = {
    "broadcast_mismatch": ("exception", r"InferBinaryBroadcastShape|not broadcastable"),
    "binary_dtype_mismatch": ("exception", r"Binary operators must have the same datatype"),
    "matmul_reduction_mismatch": ("exception", r"Matmul requires the reduction length"),
    "conv2d_channel_mismatch": ("exception", r"channel size of the data should equal"),
    "reshape_size_mismatch": ("exception", r"Reshape expects the new shape to be convertible"),
    "concat_dtype_mismatch": ("exception", r"Concat expects all input tensors to have the same dtype"),
    "concat_rank_mismatch": ("exception", r"Concat expects all input tensors to have same ndim"),
    "axis_out_of_range": ("exception", r"NormalizeAxes[\s\S]*is out of range"),
    "permute_dims_ndim_mismatch": ("exception", r"PermuteDims expects the number of input axes"),
    "tvmscript_undefined_var": ("exception", r"ParserError: Undefined variable"),
    "tvmscript_unknown_op": ("exception", r"has no attribute"),
    "wf_undefined_var": ("exception", r"WellFormedChecker::VisitExpr_[\s\S]*is not defined"),
    "codegen_undefined_var": ("exception", r"CodeGenVM::VisitExpr_\(const tvm::VarNode\*\)[\s\S]*is not defined"),
    "codegen_unlegalized_op": ("exception", r"CodeGenVM cannot emit this Relax operator"),
    "bindparams_missing_param": ("exception", r"Function does not have parameter with name"),
    "gradient_nonscalar_target": ("exception", r"differentiation target must be a float scalar"),
    "missing_global_var": ("exception", r"Cannot find global var"),
    "vm_shape_mismatch": ("exception", r"match_cast error,\s+shape\[\d+\] mismatch"),
    "segfault_deep_recursion": ("segfault", r""),
    "segfault_printer_recursion": ("segfault", r""),
    "timeout_slow_compile": ("timeout", r""),
    "oom_huge_alloc": ("oom", r"std::bad_alloc"),
    "oom_numpy_constant": ("oom", r"Unable to allocate"),
    "mismatch_fp16_precision": ("mismatch", r"Not equal to tolerance"),
}


EXPECT |= {
    "flip_axis_out_of_range": ("exception", r"Flip requires the input axis belongs range"),
    "take_indices_dtype": ("exception", r"Take op requires the input indices to have integer dtype"),
    "broadcast_to_mismatch": ("exception", r"broadcast_to expects the input tensor shape is broadcastable"),
    "conv1d_channel_mismatch": ("exception", r"InferTypeConv1d[\s\S]*channel size of the data should equal"),
    "where_condition_dtype": ("exception", r"Where requires the input condition tensor to have boolean dtype"),
    "vm_dtype_mismatch": ("exception", r"expect Tensor with dtype \S+ but get"),
    "vm_ndim_mismatch": ("exception", r"expect Tensor with ndim \d+ but get"),
    "tvmscript_unsupported_syntax": ("exception", r"is not implemented|not supported|Unsupported"),
}
ALL_CAUSES = CAUSES | HOLDOUT_CAUSES


def check(cause: str, kind: str, text: str) -> bool:
    want_kind, pattern = EXPECT[cause]
    return kind == want_kind and re.search(pattern, text) is not None
