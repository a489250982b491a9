# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic[\s\S]*tirx\.(asin|acos|atan|sinh|cosh)
# capture: combined
import sys

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8,), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            t = bb.emit(relax.op.tanh(x))
            y = bb.emit_output(relax.op.atan(t))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
