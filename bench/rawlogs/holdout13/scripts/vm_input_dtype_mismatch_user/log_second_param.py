# cause: vm_input_dtype_mismatch_user
# expect: expect Tensor with dtype
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I
import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("fuzz")

def build_fn(shapes, dtype, body):
    bb = relax.BlockBuilder()
    params = [relax.Var("x%d" % i, relax.TensorType(list(s), dtype)) for i, s in enumerate(shapes)]
    with bb.function("main", params):
        with bb.dataflow():
            out = bb.emit_output(body(*params))
        bb.emit_func_output(out)
    return bb.get()


log.info("compiling")
mod = build_fn([(4,), (4,)], "float32", lambda a, b: relax.op.multiply(a, b))
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
log.info("running")
vm["main"](tvm.runtime.tensor(np.ones(4, "float32")), tvm.runtime.tensor(np.ones(4, "float64")))
