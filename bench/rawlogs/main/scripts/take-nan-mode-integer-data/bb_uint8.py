# cause: take-nan-mode-integer-data
# expect: _take[\s\S]*(Cannot convert NaN to BigInt|cannot make uint from negative value nan|NaN)
import traceback

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    pix = relax.Var("pix", relax.TensorType((4, 4), "uint8"))
    i = relax.Var("i", relax.TensorType((2,), "int64"))
    with bb.function("main", [pix, i]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.take(pix, i, axis=1, mode="nan"))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    config = {"opt_level": 3, "target": "llvm"}
    try:
        workers = config["num_workers"]
    except KeyError:
        traceback.print_exc()
        workers = 1

    mod = build_module()
    print("compiling ...", flush=True)
    mod = relax.transform.LegalizeOps()(mod)


if __name__ == "__main__":
    main()
