# cause: llvm-bool-arith-codegen
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import warnings

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 5), "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            c = bb.emit_output(relax.op.cumprod(x, axis=1))
        bb.emit_func_output(c)
    mod = bb.get()
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
