# cause: sort_argsort_axis_oob_runtime
# expect: Axis out of boundary
# capture: combined
# env: TVM_BACKTRACE=1
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


mod = build_fn([(3, 3, 3)], "float32", lambda x: relax.op.argsort(x, axis=5, descending=True, dtype="int64"))
print(mod)
compile_and_run(mod, np.random.rand(3, 3, 3).astype("float32"))
