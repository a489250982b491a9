# cause: one-hot-negative-axis
# expect: out of bounds
import logging

import tvm
from tvm import relax, tirx

log = logging.getLogger("seg")
logging.basicConfig(level=logging.WARNING)


def seg_to_onehot(h, w, classes):
    bb = relax.BlockBuilder()
    seg = relax.Var("seg", relax.TensorType((1, h, w), "int64"))
    with bb.function("main", [seg]):
        with bb.dataflow():
            # channels-first one-hot: (1, classes, h, w) == axis -3
            oh = bb.emit(relax.op.one_hot(seg, relax.prim_value(tirx.IntImm("int32", 1)),
                                          relax.prim_value(tirx.IntImm("int32", 0)),
                                          depth=classes, axis=-3))
            out = bb.emit_output(relax.op.astype(oh, "float32"))
        bb.emit_func_output(out)
    return bb.get()


log.warning("classes=%d exceeds palette, colors will repeat", 21)
mod = seg_to_onehot(32, 32, 21)
mod = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.DeadCodeElimination()])(mod)
