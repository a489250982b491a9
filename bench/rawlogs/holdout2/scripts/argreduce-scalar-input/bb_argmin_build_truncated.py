# cause: argreduce-scalar-input
# expect: Cannot reduce a 0 dim Tensor
# post: truncate=0.9
import tvm
from tvm import relax


def best_of(bb, values):
    return bb.emit(relax.op.argmin(values, axis=None, keepdims=False))


def main():
    bb = relax.BlockBuilder()
    loss = relax.Var("loss", relax.TensorType((), "float64"))
    with bb.function("select", [loss]):
        with bb.dataflow():
            k = best_of(bb, loss)
            out = bb.emit_output(relax.op.astype(k, "int32"))
        bb.emit_func_output(out)
    relax.build(bb.get(), target=tvm.target.Target("llvm"))


main()
