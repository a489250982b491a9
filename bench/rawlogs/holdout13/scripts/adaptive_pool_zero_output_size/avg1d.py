# cause: adaptive_pool_zero_output_size
# expect: Divide by zero
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

import traceback
try:
    cfg = {"opt_level": 3}
    cfg["target_host"]
except KeyError:
    traceback.print_exc()
    print("warning: no target_host in config, using default", flush=True)


mod = build_fn([(2, 3, 12)], "float32", lambda x: relax.op.nn.adaptive_avg_pool1d(x, output_size=0))
compile_and_run(mod, np.ones((2, 3, 12), "float32"))
