# cause: take-nan-mode-integer-data
# expect: _take[\s\S]*(Cannot convert NaN to BigInt|cannot make uint from negative value nan|NaN)
# capture: combined
import logging

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5,), "int32"))
    idx = relax.Var("idx", relax.TensorType((3,), "int64"))
    with bb.function("main", [x, idx]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.take(x, idx, axis=0, mode="nan"))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    print(mod.script())
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
