# cause: bool-reduce-min-value
# expect: Cannot decide min_value for typeT?\.?bool
import warnings

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    flags = relax.Var("flags", relax.TensorType((16,), "bool"))
    with bb.function("main", [flags]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.max(flags))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()
    mod = relax.transform.LegalizeOps()(mod)


if __name__ == "__main__":
    main()
