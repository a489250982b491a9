# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
import sys
import warnings

import tvm
from tvm import relax
from tvm import tirx


def build_module():
    bb = relax.BlockBuilder()
    seq = tirx.Var("seq", "int64")
    x = relax.Var("x", relax.TensorType((seq, 0), "float32"))
    g = relax.Var("g", relax.TensorType((0,), "float32"))
    b = relax.Var("b", relax.TensorType((0,), "float32"))
    with bb.function("main", [x, g, b]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[1]))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    print("compiling ...", flush=True)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
