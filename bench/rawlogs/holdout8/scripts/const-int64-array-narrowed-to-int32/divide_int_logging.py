# cause: const-int64-array-narrowed-to-int32
# expect: Binary operators must have the same datatype
# capture: combined
import faulthandler
import logging
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

faulthandler.enable()
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")


def build(batch):
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2,), "int64"))
    with bb.function("main", [x]):
        with bb.dataflow():
            per = bb.emit(relax.op.divide(relax.const(np.array([64, 64], "int64")), relax.const(np.array([batch, batch], "int64"))))
            o = bb.emit_output(relax.op.multiply(x, per))
        bb.emit_func_output(o)
    return bb.get()


for batch in (8, 0):
    logging.info("batch=%d", batch)
    m = relax.transform.FoldConstant()(build(batch))
    logging.info("folded ok")
