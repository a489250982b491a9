# cause: one-hot-negative-axis
# expect: topk[\s\S]*out of bounds[\s\S]*_one_hot[\s\S]*out of bounds
# capture: combined
import traceback

import tvm
from tvm import relax, tirx

R = relax.op


def via_topk(n, classes):
    bb = relax.BlockBuilder()
    labels = relax.Var("labels", relax.TensorType((n,), "int64"))
    with bb.function("main", [labels]):
        with bb.dataflow():
            f = bb.emit(R.astype(labels, "float32"))
            t = bb.emit_output(R.topk(f, k=1, axis=1, ret_type="indices"))
        bb.emit_func_output(t)
    return bb.get()


def via_one_hot(n, classes):
    bb = relax.BlockBuilder()
    labels = relax.Var("labels", relax.TensorType((2, n), "int64"))
    with bb.function("main", [labels]):
        with bb.dataflow():
            oh = bb.emit_output(R.one_hot(labels, relax.prim_value(tirx.FloatImm("float32", 1.0)),
                                          relax.prim_value(tirx.FloatImm("float32", 0.0)),
                                          classes, axis=-2))
        bb.emit_func_output(oh)
    return bb.get()


try:
    mod = via_topk(6, 4)
except IndexError:
    print("topk variant failed, falling back to one_hot")
    traceback.print_exc()
    mod = via_one_hot(6, 4)
print(mod)
tvm.compile(mod, target="llvm")
print("compiled")
