# cause: sort_argsort_axis_oob_runtime
# expect: Axis out of boundary
# capture: pytest-native
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


def test_argsort_vm():
    mod = build_fn([(16,)], "float32", lambda x: relax.op.argsort(x, axis=1))
    ex = relax.build(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.arange(16, dtype="float32")))
