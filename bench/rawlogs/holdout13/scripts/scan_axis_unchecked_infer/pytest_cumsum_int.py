# cause: scan_axis_unchecked_infer
# expect: IndexError: Index out of range
# capture: pytest
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I

def build_fn(shapes, dtype, body):
    bb = relax.BlockBuilder()
    params = [relax.Var("x%d" % i, relax.TensorType(list(s), dtype)) for i, s in enumerate(shapes)]
    with bb.function("main", params):
        with bb.dataflow():
            out = bb.emit_output(body(*params))
        bb.emit_func_output(out)
    return bb.get()

def compile_and_run(mod, *arrays, target="llvm"):
    ex = tvm.compile(mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays])


def test_cumsum_int():
    mod = build_fn([(3, 3, 3)], "int32", lambda x: relax.op.cumsum(x, axis=3, dtype="int64"))
    compile_and_run(mod, np.ones((3, 3, 3), "int32"))
