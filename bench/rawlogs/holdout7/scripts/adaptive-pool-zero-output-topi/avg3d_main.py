# cause: adaptive-pool-zero-output-topi
# expect: Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.7
import tvm
from tvm import relax


def build(shape, out):
    bb = relax.BlockBuilder()
    x = relax.Var("vol", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.adaptive_avg_pool3d(x, output_size=out))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return relax.build(bb.get(), target="llvm")


def main():
    print("pooling volume to", (0, 4, 4))
    build((1, 2, 8, 8, 8), (0, 4, 4))


if __name__ == "__main__":
    main()
