# cause: int_power_legalize
# expect: power only applies to float
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

import traceback
try:
    cfg = {"opt_level": 3}
    cfg["target_host"]
except KeyError:
    traceback.print_exc()
    print("warning: no target_host in config, using default", flush=True)


mod = build_fn([(2, 2)], "uint8", lambda x: relax.op.power(relax.op.add(x, x), relax.const(3, "uint8")))
relax.build(mod, target="llvm")
