"""Check the hand-written "bring your own module" inputs in this directory.

For every module named in manifest.json: parse the file (TVMScript's parser refuses import statements, so
top-level imports are blanked and I / R / T / tvm are supplied), check relax.analysis.well_formed, count the
bindings of main, apply the manifest's Relax passes in order under the llvm target, compile with
tvm.compile(target="llvm", relax_pipeline="default") and run main on the VM with seeded random inputs
(symbolic dims = 3). oracle "compile": the module must raise (or crash) in the passes, the compile or the
run, with a message matching the manifest's `expect` regex. oracle "reference": the run must succeed but
differ from a small NumPy evaluation of main (the mismatch message is matched against `expect`).
A module with passes is also built without them: it must not fail then (the failure needs the passes).

Each module runs in a child process (a crash there is reported, not fatal). Exit status 1 when any module
does not fail as expected.

    python tests/byo/check.py [NAME ...]
"""

import ast
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = "@@BYO-RESULT@@ "
SYM_DIM = 3


# --------------------------------------------------------------------------------------------------
# Child side: everything that touches TVM


def load_module(path):
    import tvm
    from tvm.script import ir as I, relax as R, tirx as T

    text = open(path).read()
    lines = text.splitlines()
    for node in ast.parse(text).body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for i in range(node.lineno - 1, node.end_lineno):
                lines[i] = ""
    names = {"I": I, "R": R, "T": T, "tvm": tvm}
    return tvm.script.from_source("\n".join(lines) + "\n", extra_vars=names, check_well_formed=False)


def count_bindings(func):
    total = ops = 0
    for block in func.body.blocks:
        for b in block.bindings:
            total += 1
            if type(b.value).__name__ == "Call":
                ops += 1
    return total, ops


def make_inputs(func, seed=0):
    import numpy as np
    import tvm

    rng = np.random.default_rng(seed)
    arrays = []
    for p in func.params:
        ty = p.ty
        shape = [int(d.value) if isinstance(d, tvm.tirx.IntImm) else SYM_DIM for d in ty.shape.values]
        dtype = str(ty.dtype)
        if dtype == "bool":
            a = rng.random(shape) > 0.5
        elif dtype.startswith(("int", "uint")):
            a = rng.integers(0, SYM_DIM, size=shape).astype(dtype)  # valid indices for any dim >= 3
        else:
            a = rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
        arrays.append(a)
    return arrays


def first_line(err):
    lines = [l.strip() for l in str(err).splitlines() if l.strip()]
    return lines[0] if lines else ""


# A deliberately small NumPy evaluator for the "reference" oracle: only the ops its modules use.
def _np_ops():
    import numpy as np

    def axes_of(attrs, name="axis"):
        v = getattr(attrs, name)
        return None if v is None else tuple(int(a) for a in v)

    def layer_norm(args, attrs):
        x, gamma, beta = args
        axes = axes_of(attrs, "axes")
        mean = x.mean(axis=axes, keepdims=True)
        var = x.var(axis=axes, keepdims=True)
        y = (x - mean) / np.sqrt(var + float(attrs.epsilon))
        if bool(attrs.scale):
            y = y * gamma
        if bool(attrs.center):
            y = y + beta
        return y

    def softmax(args, attrs):
        x = args[0]
        e = np.exp(x - x.max(axis=int(attrs.axis), keepdims=True))
        return e / e.sum(axis=int(attrs.axis), keepdims=True)

    return {
        "relax.matmul": lambda a, at: np.matmul(a[0], a[1]),
        "relax.add": lambda a, at: a[0] + a[1],
        "relax.subtract": lambda a, at: a[0] - a[1],
        "relax.multiply": lambda a, at: a[0] * a[1],
        "relax.divide": lambda a, at: a[0] / a[1],
        "relax.tanh": lambda a, at: np.tanh(a[0]),
        "relax.exp": lambda a, at: np.exp(a[0]),
        "relax.sigmoid": lambda a, at: 1.0 / (1.0 + np.exp(-a[0])),
        "relax.nn.relu": lambda a, at: np.maximum(a[0], 0),
        "relax.nn.softmax": softmax,
        "relax.nn.layer_norm": layer_norm,
        "relax.permute_dims": lambda a, at: np.transpose(a[0], axes_of(at, "axes")),
        "relax.sum": lambda a, at: a[0].sum(axis=axes_of(at), keepdims=bool(at.keepdims)),
        "relax.mean": lambda a, at: a[0].mean(axis=axes_of(at), keepdims=bool(at.keepdims)),
        "relax.concat": lambda a, at: np.concatenate(a[0], axis=int(at.axis)),
    }


def reference_eval(func, arrays):
    import numpy as np

    ops = _np_ops()
    env = {}
    for p, a in zip(func.params, arrays):
        env[p] = a.astype("float64")

    def value(e):
        kind = type(e).__name__
        if kind in ("Var", "DataflowVar"):
            return env[e]
        if kind == "Tuple":
            return [value(f) for f in e.fields]
        if kind in ("GenericConst", "Constant"):
            return e.value.numpy().astype("float64")
        raise NotImplementedError(f"reference does not model {kind}")

    for block in func.body.blocks:
        for b in block.bindings:
            v = b.value
            kind = type(v).__name__
            if kind == "Call":
                name = v.op.name
                if name not in ops:
                    raise NotImplementedError(f"reference does not model {name}")
                env[b.var] = ops[name]([value(a) for a in v.args], v.attrs)
            else:
                env[b.var] = value(v)
    return np.asarray(value(func.body.body))


def build_and_run(mod, passes):
    """Apply passes, compile, run main. Returns (stage reached, output tensor or None)."""
    import tvm
    from tvm import relax

    stage = "passes"
    with tvm.target.Target("llvm"):
        for name in passes:
            mod = getattr(relax.transform, name)()(mod)
    stage = "compile"
    try:
        ex = tvm.compile(mod, target="llvm", relax_pipeline="default")
        stage = "run"
        vm = relax.VirtualMachine(ex, tvm.cpu())
        arrays = make_inputs(mod["main"])
        out = vm["main"](*[tvm.runtime.tensor(a) for a in arrays])
        return out, arrays
    except Exception as err:
        err.byo_stage = stage
        raise


def child(name, spec):
    import numpy as np
    from tvm import relax

    res = {"name": name, "bindings": None, "ops": None, "failed": False, "stage": None,
           "etype": None, "message": "", "full": "", "control": None}
    try:
        mod = load_module(os.path.join(HERE, name + ".py"))
    except Exception as err:
        res.update(stage="parse", etype=type(err).__name__, message=first_line(err), full=str(err))
        return res
    try:
        relax.analysis.well_formed(mod)
    except Exception as err:
        res.update(stage="well_formed", etype=type(err).__name__, message=first_line(err), full=str(err))
        return res
    res["bindings"], res["ops"] = count_bindings(mod["main"])

    passes = spec.get("passes", [])
    if passes:  # control: the failure must need the passes
        try:
            build_and_run(mod, [])
            res["control"] = "ok"
        except Exception as err:
            res["control"] = f"fails without passes: {type(err).__name__}: {first_line(err)}"

    try:
        out, arrays = build_and_run(mod, passes)
    except Exception as err:
        res.update(failed=True, stage=getattr(err, "byo_stage", "passes"), etype=type(err).__name__,
                   message=first_line(err), full=f"{type(err).__name__}: {err}")
        return res

    if spec.get("oracle") == "reference":
        res["stage"] = "reference"
        try:
            ref = reference_eval(mod["main"], arrays)
        except Exception as err:
            res.update(etype=type(err).__name__, message=first_line(err), full=str(err))
            return res
        got = out.numpy().astype("float64")
        err = float(np.max(np.abs(got - ref))) if got.shape == ref.shape else float("inf")
        if got.shape != ref.shape or not np.allclose(got, ref, rtol=1e-4, atol=1e-4):
            msg = f"result differs from NumPy reference: max abs error {err:.4g} (shape {got.shape} vs {ref.shape})"
            res.update(failed=True, etype="Mismatch", message=msg, full=msg)
        else:
            res["message"] = f"matches NumPy reference (max abs error {err:.3g})"
    return res


# --------------------------------------------------------------------------------------------------
# Parent side


def run_child(name):
    proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", name],
                          capture_output=True, text=True, timeout=900)
    for line in proc.stdout.splitlines():
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    tail = [l for l in proc.stderr.splitlines() if l.strip()][-3:]
    sig = -proc.returncode if proc.returncode < 0 else None
    etype = f"crash(signal {sig})" if sig else f"crash(exit {proc.returncode})"
    return {"name": name, "bindings": None, "ops": None, "failed": True, "stage": "crash", "etype": etype,
            "message": tail[-1] if tail else "", "full": proc.stderr, "control": None}


def main(argv):
    manifest = json.load(open(os.path.join(HERE, "manifest.json")))
    if len(argv) >= 2 and argv[0] == "--one":
        res = child(argv[1], manifest[argv[1]])
        print(MARK + json.dumps(res), flush=True)
        return 0
    names = argv or list(manifest)
    bad = 0
    for name in names:
        spec = manifest[name]
        res = run_child(name)
        problems = []
        if not res["failed"]:
            problems.append(f"did not fail ({res['stage'] or 'ok'})")
        elif res["stage"] in ("parse", "well_formed"):
            problems.append("failed before the build")
        elif not re.search(spec["expect"], res["full"]):
            problems.append("message does not match expect")
        if res["bindings"] is not None and res["bindings"] != spec.get("bindings"):
            problems.append(f"manifest says {spec.get('bindings')} bindings")
        if res["ops"] is not None and res["ops"] < 15:
            problems.append("fewer than 15 op bindings")
        if spec.get("passes") and res["control"] != "ok":
            problems.append(res["control"] or "control not run")
        verdict = "as-expected" if not problems else "NOT-EXPECTED (" + "; ".join(problems) + ")"
        bad += bool(problems)
        print(f"{name:28s} bindings={res['bindings']!s:>3}  {verdict:12s}  {res['stage'] or '-'}: "
              f"{res['etype'] or '-'}: {res['message'][:110]}", flush=True)
    print(f"{len(names) - bad}/{len(names)} modules fail as expected")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
