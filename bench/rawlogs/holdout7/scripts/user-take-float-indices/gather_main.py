# cause: user-take-float-indices
# expect: Take op requires the input indices to have integer dtype
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def lookup(index_dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10, 3), "float32"))
    i = relax.Var("i", relax.TensorType((2,), index_dtype))
    with bb.function("main", [x, i]):
        bb.emit_func_output(bb.emit(relax.op.take(x, i, axis=1)))
    return bb.get()


if __name__ == "__main__":
    for dt in ("int32", "int64", "float64"):
        print("index dtype", dt)
        lookup(dt)
