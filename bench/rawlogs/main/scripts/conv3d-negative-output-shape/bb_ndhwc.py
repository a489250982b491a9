# cause: conv3d-negative-output-shape
# expect: _nn_conv3d[\s\S]*lead to negative output shape
# capture: combined
import warnings

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4, 4, 4, 3), "float32"))
    w = relax.Var("w", relax.TensorType((6, 3, 5, 5, 5), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv3d(x, w, data_layout="NDHWC"))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    print(f"TVM version: {tvm.__version__}")
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)


if __name__ == "__main__":
    main()
