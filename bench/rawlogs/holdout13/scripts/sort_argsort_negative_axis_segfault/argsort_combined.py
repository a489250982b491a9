# cause: sort_argsort_negative_axis_segfault
# expect: Segfault encountered
# capture: combined
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


mod = build_fn([(5, 2)], "float32", lambda x: relax.op.argsort(x, axis=-3, descending=True))
print("built argsort model", flush=True)
compile_and_run(mod, np.random.rand(5, 2).astype("float32"))
