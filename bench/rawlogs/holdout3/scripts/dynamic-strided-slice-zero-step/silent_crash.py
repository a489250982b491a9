# cause: dynamic-strided-slice-zero-step
# expect: dynamic_strided_slice step=\[0\]
import logging
import sys

import numpy as np
import tvm
from tvm import relax

logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("crop")


def make_vm():
    n = tvm.tirx.Var("n", "int64")
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n,), "float32"))
    b = relax.Var("b", relax.TensorType((1,), "int64"))
    e = relax.Var("e", relax.TensorType((1,), "int64"))
    s = relax.Var("s", relax.TensorType((1,), "int64"))
    with bb.function("crop", [x, b, e, s]):
        with bb.dataflow():
            y = bb.emit(relax.op.dynamic_strided_slice(x, b, e, s))
            bb.emit_output(y)
        bb.emit_func_output(y)
    log.info("compiling crop()")
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


vm = make_vm()
for step in (1, 0):
    log.info("dynamic_strided_slice step=[%d]", step)
    a = [tvm.runtime.tensor(np.array([v], "int64")) for v in (0, 12, step)]
    out = vm["crop"](tvm.runtime.tensor(np.ones((12,), "float32")), *a)
    log.info("-> %s", out.numpy().shape)
