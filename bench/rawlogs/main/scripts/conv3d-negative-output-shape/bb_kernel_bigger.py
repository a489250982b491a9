# cause: conv3d-negative-output-shape
# expect: _nn_conv3d[\s\S]*lead to negative output shape
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 4, 4, 4), "float32"))
    w = relax.Var("w", relax.TensorType((4, 2, 5, 5, 5), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv3d(x, w))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
