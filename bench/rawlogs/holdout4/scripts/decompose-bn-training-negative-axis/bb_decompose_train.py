# cause: decompose-bn-training-negative-axis
# expect: requires the input moving_mean to have as many dimensions as the length of input axes
# capture: stderr
import tvm
from tvm import relax


def bn_channels_last(n, h, w, c):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n, h, w, c), "float32"))
    g = relax.Var("gamma", relax.TensorType((c,), "float32"))
    b = relax.Var("beta", relax.TensorType((c,), "float32"))
    mm = relax.Var("moving_mean", relax.TensorType((c,), "float32"))
    mv = relax.Var("moving_var", relax.TensorType((c,), "float32"))
    with bb.function("main", [x, g, b, mm, mv]):
        with bb.dataflow():
            bn = bb.emit(relax.op.nn.batch_norm(x, g, b, mm, mv, axis=-1, momentum=0.1))
            out = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(out)
    return bb.get()


mod = bn_channels_last(2, 8, 8, 16)
mod = relax.transform.DecomposeOpsForTraining()(mod)
ex = tvm.compile(mod, target="llvm")
