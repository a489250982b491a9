# cause: legalize_scalar_zero_divisor
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


mod = build_fn([(3, 3)], "int64", lambda x: relax.op.floor_divide(x, relax.const(0, "int64")))
mod.show()
mod = relax.transform.FoldConstant()(mod)
mod = relax.transform.LegalizeOps()(mod)
